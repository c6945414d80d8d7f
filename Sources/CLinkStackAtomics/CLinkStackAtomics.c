// The functions are static and inline, in the header; a C target needs one source file.
#include "CLinkStackAtomics.h"
