#define _GNU_SOURCE
#include "ccrashguard.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/uio.h>
#include <termios.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#define GT_PATH_MAX 4096
#define GT_NAME_MAX 64
#define GT_ALT_STACK_SIZE (64 * 1024)

static const int guarded_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
#define GT_SIGNAL_COUNT (sizeof guarded_signals / sizeof guarded_signals[0])

// Written at install time only, read by the handler.
static char report_path[GT_PATH_MAX];
static char program_name[GT_NAME_MAX];
static int tty = -1;
static int have_termios = 0;
static struct termios saved_termios;
static char alternate_stack[GT_ALT_STACK_SIZE];
static volatile sig_atomic_t crashing = 0;

// Leave the alternate screen, show the cursor, plain attributes, mouse reporting off,
// cursor keys and keypad back to normal mode; then a fresh line.
static const char restore_sequence[] =
    "\033[0m\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[?1l\033>\033[?25h\033[?1049l\r\n";

static void write_all(int fd, const char *text, size_t length) {
    while (length > 0) {
        ssize_t n = write(fd, text, length);
        if (n < 0) {
            if (errno == EINTR) continue;
            return;
        }
        text += n;
        length -= (size_t)n;
    }
}

static void write_text(int fd, const char *text) { write_all(fd, text, strlen(text)); }

static void write_number(int fd, long long value) {
    char digits[24];
    int i = (int)sizeof digits;
    int negative = value < 0;
    unsigned long long v = negative ? (unsigned long long)(-(value + 1)) + 1 : (unsigned long long)value;
    do {
        digits[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0 && i > 1);
    if (negative) digits[--i] = '-';
    write_all(fd, digits + i, sizeof digits - (size_t)i);
}

static const char *signal_name(int sig) {
    switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGTRAP: return "SIGTRAP";
    case SIGABRT: return "SIGABRT";
    case SIGFPE: return "SIGFPE";
    default: return "signal";
    }
}

static void reset_defaults(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < GT_SIGNAL_COUNT; i++) sigaction(guarded_signals[i], &action, NULL);
}

static void write_hex(int fd, uintptr_t value) {
    char digits[2 + 2 * sizeof value];
    int i = (int)sizeof digits;
    do {
        digits[--i] = "0123456789abcdef"[value & 0xf];
        value >>= 4;
    } while (value > 0 && i > 2);
    digits[--i] = 'x';
    digits[--i] = '0';
    write_all(fd, digits + i, sizeof digits - (size_t)i);
}

/// Copies `length` bytes at `address` of this process without touching them directly: a
/// frame pointer that is not one (C code built without them) fails with EFAULT instead of
/// faulting inside the handler.
static int read_memory(void *into, uintptr_t address, size_t length) {
    struct iovec local = {into, length};
    struct iovec remote = {(void *)address, length};
    return process_vm_readv(getpid(), &local, 1, &remote, 1, 0) == (ssize_t)length ? 0 : -1;
}

/// The crashed code's return addresses, one per line, found by walking the frame pointers
/// from the interrupted registers (Swift code keeps them). Not backtrace(): in a static
/// executable its first call sorts every unwind entry of the binary (and calls malloc, which
/// is not safe in a handler), and doing that in advance would make every start wait for it.
/// The static release executable is not position-independent: `addr2line -f -e gymtrack
/// ADDRESS` names them.
static void write_backtrace(int fd, void *context) {
    const ucontext_t *uc = context;
    uintptr_t pc = 0, frame = 0;
#if defined(__x86_64__)
    if (uc) { pc = (uintptr_t)uc->uc_mcontext.gregs[REG_RIP]; frame = (uintptr_t)uc->uc_mcontext.gregs[REG_RBP]; }
#elif defined(__aarch64__)
    if (uc) { pc = (uintptr_t)uc->uc_mcontext.pc; frame = (uintptr_t)uc->uc_mcontext.regs[29]; }
#endif
    if (pc == 0) {
        write_text(fd, "(not available on this architecture)\n");
        return;
    }
    write_hex(fd, pc);
    write_text(fd, "\n");
    for (int depth = 0; depth < 64 && frame != 0 && frame % sizeof(uintptr_t) == 0; depth++) {
        uintptr_t record[2]; // the caller's frame pointer, then the return address
        if (read_memory(record, frame, sizeof record) != 0 || record[1] == 0) break;
        write_hex(fd, record[1]);
        write_text(fd, "\n");
        if (record[0] <= frame) break; // frames go up the stack; anything else is not a frame
        frame = record[0];
    }
}

static void write_report(int sig, siginfo_t *info, void *context) {
    if (report_path[0] == '\0') return;
    int fd = open(report_path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (fd < 0) return;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    write_text(fd, "--- ");
    write_text(fd, program_name);
    write_text(fd, " crashed: ");
    write_text(fd, signal_name(sig));
    write_text(fd, " (signal ");
    write_number(fd, sig);
    write_text(fd, ", code ");
    write_number(fd, info ? info->si_code : 0);
    write_text(fd, ")\ntime: ");
    write_number(fd, (long long)now.tv_sec);
    write_text(fd, " (seconds since 1970, UTC)\npid: ");
    write_number(fd, (long long)getpid());
    if (info && info->si_code > 0 && sig != SIGABRT) {
        // A fault: the address it concerns.
        write_text(fd, "\naddress: ");
        write_number(fd, (long long)(intptr_t)info->si_addr);
    } else if (info && info->si_code <= 0) {
        // Sent by a process (kill, raise), not raised by a fault.
        write_text(fd, "\nsent by pid: ");
        write_number(fd, (long long)info->si_pid);
    }
    write_text(fd, "\nbacktrace:\n");
    write_backtrace(fd, context);
    write_text(fd, "\n");
    close(fd);
}

static void crash_handler(int sig, siginfo_t *info, void *context) {
    if (crashing) {
        // A second crash while handling the first: give up at once.
        reset_defaults();
        raise(sig);
        _exit(128 + sig);
    }
    crashing = 1;
    int saved_errno = errno;
    // The terminal first: whatever happens next, the shell gets it back.
    if (tty >= 0) {
        write_all(tty, restore_sequence, sizeof restore_sequence - 1);
        if (have_termios) tcsetattr(tty, TCSANOW, &saved_termios);
    }
    write_report(sig, info, context);
    write_text(STDERR_FILENO, program_name);
    write_text(STDERR_FILENO, ": crashed (");
    write_text(STDERR_FILENO, signal_name(sig));
    if (report_path[0] != '\0') {
        write_text(STDERR_FILENO, "); report in ");
        write_text(STDERR_FILENO, report_path);
        write_text(STDERR_FILENO, "\n");
    } else {
        write_text(STDERR_FILENO, ")\n");
    }
    errno = saved_errno;
    // Die of the same signal, with its default action (a core dump where enabled).
    reset_defaults();
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(sig);
    // A fault re-raised from its handler returns here for some signals: leave by the default way.
    _exit(128 + sig);
}

static void copy_string(char *destination, size_t size, const char *source) {
    size_t length = source ? strlen(source) : 0;
    if (length >= size) length = size - 1;
    if (length > 0) memcpy(destination, source, length);
    destination[length] = '\0';
}

int gt_crash_guard_install(const char *path, const char *program, int tty_fd) {
    copy_string(report_path, sizeof report_path, path);
    copy_string(program_name, sizeof program_name, program && program[0] ? program : "program");
    tty = tty_fd;
    have_termios = tty_fd >= 0 && tcgetattr(tty_fd, &saved_termios) == 0;

    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    stack.ss_flags = 0;
    int status = sigaltstack(&stack, NULL) == 0 ? 0 : -1;

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = crash_handler;
    sigemptyset(&action.sa_mask);
    // Block the other guarded signals while one is handled.
    for (size_t i = 0; i < GT_SIGNAL_COUNT; i++) sigaddset(&action.sa_mask, guarded_signals[i]);
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
    for (size_t i = 0; i < GT_SIGNAL_COUNT; i++) {
        if (sigaction(guarded_signals[i], &action, NULL) != 0) status = -1;
    }
    return status;
}

void gt_crash_guard_uninstall(void) { reset_defaults(); }

// ---- Termination while the terminal takes no output ----

static volatile sig_atomic_t pending_termination = 0;
static volatile sig_atomic_t drawing = 0;
/// A pipe the handler writes a byte to: a signal that lands between the loop's last look at
/// the flag and its poll() still wakes the poll, which watches the read end.
static int wake_pipe[2] = {-1, -1};

/// Puts the terminal back without ever waiting for it: the restore sequence goes if the
/// terminal takes it now; if not (Ctrl-S, a stalled SSH link), the frames it has not read are
/// dropped so that the sequence waits for it instead, and the saved mode comes back at once.
/// The descriptor's flags are put back: the shell shares them.
static void restore_without_waiting(void) {
    if (tty < 0) return;
    int saved_errno = errno;
    int flags = fcntl(tty, F_GETFL);
    if (flags >= 0) fcntl(tty, F_SETFL, flags | O_NONBLOCK);
    const size_t length = sizeof restore_sequence - 1;
    if (write(tty, restore_sequence, length) != (ssize_t)length) {
        tcflush(tty, TCOFLUSH);
        ssize_t ignored = write(tty, restore_sequence, length);
        (void)ignored;
    }
    if (flags >= 0) fcntl(tty, F_SETFL, flags);
    if (have_termios) tcsetattr(tty, TCSANOW, &saved_termios);
    errno = saved_errno;
}

static void termination_handler(int sig) {
    pending_termination = sig;
    if (wake_pipe[1] >= 0) {
        int saved_errno = errno;
        char byte = 1;
        ssize_t ignored = write(wake_pipe[1], &byte, 1);
        (void)ignored;
        errno = saved_errno;
    }
    if (!drawing) return; // the loop sees the flag at its next wake and ends cleanly
    // Blocked writing to a terminal that takes nothing (ncurses writes again after EINTR):
    // every write was committed before this frame, so leave now.
    restore_without_waiting();
    _exit(128 + sig);
}

int gt_termination_install(void) {
    static const int signals[] = {SIGINT, SIGTERM, SIGHUP};
    if (wake_pipe[0] < 0 && pipe(wake_pipe) == 0) {
        for (int i = 0; i < 2; i++) {
            fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    sigset_t unblock;
    sigemptyset(&unblock);
    for (size_t i = 0; i < 3; i++) sigaddset(&unblock, signals[i]);
    // A parent may hand them over blocked (the mask survives exec).
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = termination_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a wait for input returns EINTR at once
    int status = 0;
    for (size_t i = 0; i < 3; i++) {
        if (sigaction(signals[i], &action, NULL) != 0) status = -1;
    }
    return status;
}

int gt_termination_pending(void) { return pending_termination; }

int gt_termination_wake_fd(void) { return wake_pipe[0]; }

void gt_termination_set_drawing(int on) { drawing = on ? 1 : 0; }

int gt_termination_begin_drawing(void) {
    drawing = 1;
    // A signal before this line found drawing off and only set the flag; one after it ends the process.
    if (pending_termination) {
        drawing = 0;
        return 0;
    }
    return 1;
}

void gt_termination_restore_terminal(void) { restore_without_waiting(); }
