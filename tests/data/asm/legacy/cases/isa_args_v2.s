// Code object V2: the ISA note from explicit arguments (LLVM 14 raises 9.0.6 to 9.0.7
// under xnack on or any)
	.hsa_code_object_version 2,0
	.hsa_code_object_isa 9,0,6,"AMD","AMDGPU"
	.text
	s_endpgm
