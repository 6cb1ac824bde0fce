#ifndef NOWTAPE_CLIBXML2_SHIM_H
#define NOWTAPE_CLIBXML2_SHIM_H

/* Debian's libxml2 is built with ICU, and its encoding header then pulls in the system ICU headers, which clash
   with the ICU copy inside Foundation. NowTape never uses libxml2's ICU converters, so hide them. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlwriter.h>

#endif
