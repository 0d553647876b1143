#ifndef DSYS_CZLIB_SHIM_H
#define DSYS_CZLIB_SHIM_H

#include <zlib.h>

#endif
