# Installs gymtrack with its man page and its bash, zsh and fish completions.
#
#   make install PREFIX=~/.local      # build the static release binary, install it under ~/.local
#   make uninstall PREFIX=~/.local    # remove exactly the files install wrote
#
# PREFIX defaults to /usr/local; DESTDIR is put before it (for packagers). GYMTRACK=PATH installs
# a binary built already instead of building one (nothing is built then: `make` once, then
# `sudo make install GYMTRACK=.build/static/release/gymtrack` builds nothing as root).

PREFIX ?= /usr/local
# A shell that leaves the ~ of PREFIX=~/.local as it is (zsh does) would install into a folder named ~.
override PREFIX := $(patsubst ~%,$(HOME)%,$(PREFIX))
DESTDIR ?=
SWIFT ?= swift
INSTALL ?= install

STATIC_BINARY := .build/static/release/gymtrack
GYMTRACK ?= $(STATIC_BINARY)

# Where each file goes: the places bash-completion, zsh and fish look under a prefix.
BIN := $(DESTDIR)$(PREFIX)/bin/gymtrack
MAN := $(DESTDIR)$(PREFIX)/share/man/man1/gymtrack.1
BASH_COMPLETION := $(DESTDIR)$(PREFIX)/share/bash-completion/completions/gymtrack
ZSH_COMPLETION := $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_gymtrack
FISH_COMPLETION := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/gymtrack.fish

.PHONY: all static install uninstall

all: static

# gymtrack as it should be installed: release, linked fully static (no dynamic loader relocating
# the Swift runtime at each start). The same build gymtrack-bench measures. swift build does
# nothing when it is up to date.
static:
	$(SWIFT) build -c release --product gymtrack --scratch-path .build/static \
	    -Xswiftc -static-executable -Xlinker -lncursesw -Xlinker -ltinfo

# Built here unless GYMTRACK names a binary.
ifeq ($(origin GYMTRACK),file)
install: static
endif

install:
	$(INSTALL) -Dm755 '$(GYMTRACK)' '$(BIN)'
	$(INSTALL) -Dm644 docs/gymtrack.1 '$(MAN)'
	$(INSTALL) -Dm644 docs/completions/gymtrack.bash '$(BASH_COMPLETION)'
	$(INSTALL) -Dm644 docs/completions/_gymtrack '$(ZSH_COMPLETION)'
	$(INSTALL) -Dm644 docs/completions/gymtrack.fish '$(FISH_COMPLETION)'

uninstall:
	rm -f '$(BIN)' '$(MAN)' '$(BASH_COMPLETION)' '$(ZSH_COMPLETION)' '$(FISH_COMPLETION)'
