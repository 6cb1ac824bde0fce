#ifndef NOWTAPE_CDUKTAPE_SHIM_H
#define NOWTAPE_CDUKTAPE_SHIM_H

#include <duktape.h>

#endif
