#!/usr/bin/env bash
# Installs the system libraries NowTape builds against, when they are missing, so that the README's commands work
# on a fresh machine. It installs nothing that is already there, and says what it installs.
#
#   Debian and Ubuntu: libxml2, SQLite, zlib, curl and JavaScriptCore (libjavascriptcoregtk-4.1-dev), with apt-get
#                      (through sudo when not run as root).
#   macOS:             nothing: JavaScriptCore, libxml2, SQLite and zlib come with the system and Xcode.
set -euo pipefail

case "$(uname -s)" in
Darwin)
    exit 0
    ;;
Linux)
    ;;
*)
    echo "setup.sh: $(uname -s) is not a system NowTape knows how to set up; install libxml2, SQLite, zlib and" \
        "JavaScriptCore's C API (pkg-config name javascriptcoregtk-4.1) by hand." >&2
    exit 1
    ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "setup.sh: this Linux has no dpkg; install libxml2, SQLite and zlib development files, curl, and" \
        "JavaScriptCore's C API (pkg-config name javascriptcoregtk-4.1, from WebKitGTK) with its package manager." >&2
    exit 1
fi

packages=(libxml2-dev libsqlite3-dev zlib1g-dev curl pkg-config libjavascriptcoregtk-4.1-dev)
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup.sh: installing ${missing[*]}" >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "setup.sh: run as root, or install sudo, to install ${missing[*]}" >&2
        exit 1
    fi
    sudo_cmd=(sudo)
fi
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
