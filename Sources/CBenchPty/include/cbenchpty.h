// A pseudo-terminal for the benchmark: posix_openpt and friends sit behind feature macros
// that Swift's Glibc module does not define.
#ifndef GYMTRACK_CBENCHPTY_H
#define GYMTRACK_CBENCHPTY_H
#include <stddef.h>

/// Opens a pty master (O_RDWR | O_NOCTTY), sized rows × columns; writes the slave's path
/// into `name`. Returns the master fd, or -1.
int gt_open_pty(char *name, size_t name_length, int rows, int columns);
#endif
