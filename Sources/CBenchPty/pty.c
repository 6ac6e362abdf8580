#define _GNU_SOURCE
#include "cbenchpty.h"
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int gt_open_pty(char *name, size_t name_length, int rows, int columns) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, name, name_length) != 0) {
        close(master);
        return -1;
    }
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_row = (unsigned short)rows;
    size.ws_col = (unsigned short)columns;
    ioctl(master, TIOCSWINSZ, &size);
    return master;
}
