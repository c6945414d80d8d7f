#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

/* Every PCRE2 call from Swift uses the 8-bit library: `pcre2_compile_8` and friends. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/// PCRE2_UNSET is a cast expression, which Swift does not import.
static inline PCRE2_SIZE CPCRE2_unset(void) { return PCRE2_UNSET; }

#endif
