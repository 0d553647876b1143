#ifndef DSYS_CLIBGIT2_SHIM_H
#define DSYS_CLIBGIT2_SHIM_H

#include <git2.h>

#endif
