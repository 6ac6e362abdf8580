// Exposes the parts of ncursesw that do not import into Swift 6 on their own:
// function-like macros, attribute constants and mutable C globals.
#ifndef GYMTRACK_CNCURSESW_SHIM_H
#define GYMTRACK_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

static inline attr_t gt_a_normal(void) { return A_NORMAL; }
static inline attr_t gt_a_bold(void) { return A_BOLD; }
static inline attr_t gt_a_dim(void) { return A_DIM; }
static inline attr_t gt_a_reverse(void) { return A_REVERSE; }
static inline attr_t gt_a_underline(void) { return A_UNDERLINE; }
static inline attr_t gt_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }
static inline int gt_colors(void) { return COLORS; }
static inline int gt_key_resize(void) { return KEY_RESIZE; }
static inline int gt_ok(void) { return OK; }
static inline int gt_err(void) { return ERR; }
// The mouse events that make ncurses turn reporting on (the reports themselves are decoded
// by the app, in SGR form, whatever the terminfo entry says).
static inline mmask_t gt_mouse_taps(void) { return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED; }

/// The C library's column count for one wide character (-1 when it is not printable): what
/// ncurses itself uses to place it. Declared here: <wchar.h> hides it without _XOPEN_SOURCE.
extern int wcwidth(wchar_t c);
static inline int gt_wcwidth(wchar_t c) { return wcwidth(c); }

/// Whether the current locale encodes text as UTF-8 (after setlocale).
static inline int gt_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    if (!codeset) return 0;
    return (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't')
        && (codeset[2] == 'F' || codeset[2] == 'f');
}

// Last: <term.h> defines short macros (lines, columns) that nothing above should see.
#include <ncursesw/term.h>

/// Whether the terminal named by $TERM is known to terminfo, asked before anything else is
/// done (initscr would print an error and exit). Loads the entry and frees it again.
static inline int gt_terminal_known(void) {
    int status = 0;
    TERMINAL *previous = set_curterm(NULL);
    if (setupterm(NULL, 1, &status) != OK) {
        set_curterm(previous);
        return 0;
    }
    del_curterm(set_curterm(previous));
    return 1;
}

#endif
