#ifndef DSYS_CLIBGIT2_SHIM_H
#define DSYS_CLIBGIT2_SHIM_H

#include <git2.h>
#include <git2/sys/mempack.h>
#include <git2/sys/odb_backend.h>

#endif
