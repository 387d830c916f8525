// Code object V2 metadata (.amd_amdgpu_hsa_metadata) written back as llvm-mc 14 wrote it:
// schema order, defaults left out, CodeProps always, flow lists, YAML quoting
	.hsa_code_object_version 2,1
	.hsa_code_object_isa
	.amd_amdgpu_hsa_metadata
---
Version: [ 1, 0 ]
Printf:
  - '1:1:4:%d\n'
  - '2:1:8:%g\n'
Kernels:
  - Name: test_kernel
    SymbolName: 'test_kernel@kd'
    Language: OpenCL C
    LanguageVersion: [ 2, 0 ]
    Attrs:
      ReqdWorkGroupSize: [ 64, 1, 1 ]
      VecTypeHint: int
    Args:
      - Name: a
        TypeName: 'float*'
        Size: 8
        Align: 8
        ValueKind: GlobalBuffer
        ValueType: F32
        AddrSpaceQual: Global
        AccQual: Default
        IsConst: true
      - Size: 4
        Align: 4
        ValueKind: ByValue
        ValueType: I32
        AccQual: ReadOnly
        IsVolatile: true
      - Size: 8
        Align: 8
        ValueKind: HiddenGlobalOffsetX
      - Name: ''
        Size: 8
        Align: 8
        ValueKind: DynamicSharedPointer
        PointeeAlign: 16
        AddrSpaceQual: Local
    CodeProps:
      KernargSegmentSize: 24
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 16
      KernargSegmentAlign: 8
      WavefrontSize: 64
      NumSGPRs: 20
      NumVGPRs: 9
      MaxFlatWorkGroupSize: 256
      IsXNACKEnabled: true
    DebugProps:
      DebuggerABIVersion: [ 1, 0 ]
      ReservedNumVGPRs: 4
      ReservedFirstVGPR: 11
  - Name: second
    SymbolName: second@kd
    Attrs:
      RuntimeHandle: 'handle: x'
...
	.end_amd_amdgpu_hsa_metadata
	.text
	s_endpgm
