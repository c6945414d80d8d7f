#ifndef CPCRE2PEER_SHIM_H
#define CPCRE2PEER_SHIM_H

/* The peer regex router's PCRE2, called straight through its C API (8-bit library). */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#endif
