#include "clinux.h"
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// A database an import is building beside its path is thrown away if the import fails; a
// SIGHUP, SIGINT or SIGTERM ends the process without unwinding, so the files stayed behind
// (a few hundred KB each, named after the process id). The handler does only what is
// async-signal-safe: unlink the names made beforehand, then die of the signal as before.

static const int handled[] = {SIGHUP, SIGINT, SIGTERM};
enum { handled_count = sizeof handled / sizeof handled[0], file_count = 4 };
static char *files[file_count];
static volatile sig_atomic_t armed = 0;
static struct sigaction previous[handled_count];

static void remove_and_die(int signal_number) {
    if (armed) {
        for (int i = 0; i < file_count; i++) if (files[i] != NULL) unlink(files[i]);
    }
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigaction(signal_number, &fallback, NULL);
    raise(signal_number);
}

void gt_remove_database_on_signal(const char *database) {
    static const char *const suffixes[file_count] = {"", "-wal", "-shm", "-journal"};
    size_t length = strlen(database);
    for (int i = 0; i < file_count; i++) {
        files[i] = malloc(length + strlen(suffixes[i]) + 1);
        if (files[i] == NULL) continue;
        memcpy(files[i], database, length);
        strcpy(files[i] + length, suffixes[i]);
    }
    armed = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = remove_and_die;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < handled_count; i++) sigaction(handled[i], &action, &previous[i]);
}

void gt_keep_database_on_signal(void) {
    for (int i = 0; i < handled_count; i++) sigaction(handled[i], &previous[i], NULL);
    armed = 0;
    for (int i = 0; i < file_count; i++) {
        free(files[i]);
        files[i] = NULL;
    }
}
