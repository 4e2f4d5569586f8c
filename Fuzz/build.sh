#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets into Fuzz/.build/bin.
#
# IntentKit, Primitives and Yams are compiled here with swiftc (not SwiftPM), instrumented for the fuzzer: CYaml
# with clang, Yams, Primitives and IntentKit as modules (IntentKit with -enable-testing, so a target may reach internal API through
# `@testable import`), RitualistCore and the wire of RitualistSync (what reads a pulled entry), then each target
# file linked against them. Set FUZZ_SANITIZERS=fuzzer to build
# without AddressSanitizer (faster runs, fewer findings in C code).
set -euo pipefail
cd "$(dirname "$0")/.."

out=Fuzz/.build
sanitizers=${FUZZ_SANITIZERS:-fuzzer,address}
c_sanitizers=${sanitizers/fuzzer/fuzzer-no-link}
yams=.build/checkouts/Yams/Sources
if [ ! -d "$yams/Yams" ]; then
    swift package resolve
fi
mkdir -p "$out/cyaml" "$out/modules" "$out/objects" "$out/bin"

# Rebuilds when a source is newer than what was built from it.
stale() { # stale OUTPUT INPUT...
    local output=$1
    shift
    [ ! -e "$output" ] && return 0
    [ -n "$(find "$@" -newer "$output" -print -quit)" ]
}

swift_flags=(-O -g -sanitize="$sanitizers" -parse-as-library -package-name ritualist -use-ld=lld)

if stale "$out/cyaml/.built" "$yams/CYaml" Fuzz/build.sh; then
    echo "fuzz build: CYaml"
    for source in "$yams"/CYaml/src/*.c; do
        clang -c -O1 -g -fsanitize="$c_sanitizers" -DYAML_DECLARE_STATIC -I"$yams/CYaml/include" \
            -o "$out/cyaml/$(basename "$source" .c).o" "$source"
    done
    touch "$out/cyaml/.built"
fi

if stale "$out/objects/Yams.o" "$yams/Yams" "$out/cyaml/.built"; then
    echo "fuzz build: Yams"
    swiftc "${swift_flags[@]}" -module-name Yams -wmo -c -o "$out/objects/Yams.o" \
        -emit-module -emit-module-path "$out/modules/Yams.swiftmodule" \
        -D SWIFT_PACKAGE -Xcc -DYAML_DECLARE_STATIC -I "$yams/CYaml/include" \
        "$yams"/Yams/*.swift
    touch "$out/objects/Yams.o"  # swiftc keeps the old file, and its time, when the object is the same
fi

if stale "$out/objects/Primitives.o" Sources/Primitives; then
    echo "fuzz build: Primitives"
    find Sources/Primitives -name '*.swift' -print0 | sort -z | xargs -0 \
        swiftc "${swift_flags[@]}" -module-name Primitives -wmo -c -o "$out/objects/Primitives.o" \
        -emit-module -emit-module-path "$out/modules/Primitives.swiftmodule"
    touch "$out/objects/Primitives.o"
fi

if stale "$out/objects/IntentKit.o" Sources/IntentKit "$out/objects/Yams.o" "$out/objects/Primitives.o"; then
    echo "fuzz build: IntentKit"
    find Sources/IntentKit -name '*.swift' -print0 | sort -z | xargs -0 \
        swiftc "${swift_flags[@]}" -module-name IntentKit -enable-testing -wmo -c -o "$out/objects/IntentKit.o" \
        -emit-module -emit-module-path "$out/modules/IntentKit.swiftmodule" \
        -I "$out/modules" -I "$yams/CYaml/include" -Xcc -DYAML_DECLARE_STATIC
    touch "$out/objects/IntentKit.o"
fi

if stale "$out/objects/RitualistCore.o" Sources/RitualistCore "$out/objects/Primitives.o"; then
    echo "fuzz build: RitualistCore"
    find Sources/RitualistCore -name '*.swift' -print0 | sort -z | xargs -0 \
        swiftc "${swift_flags[@]}" -module-name RitualistCore -wmo -c -o "$out/objects/RitualistCore.o" \
        -emit-module -emit-module-path "$out/modules/RitualistCore.swiftmodule" -I "$out/modules"
    touch "$out/objects/RitualistCore.o"
fi

# Of RitualistSync, only what reads a pulled entry (the wire and its checks): the rest needs the store and IntentKit.
sync_wire=(Sources/Sync/RitualistSync/Wire/*.swift Sources/Sync/RitualistSync/Ledger/SyncEntry.swift)
if stale "$out/objects/RitualistSync.o" "${sync_wire[@]}" "$out/objects/RitualistCore.o"; then
    echo "fuzz build: RitualistSync (wire)"
    swiftc "${swift_flags[@]}" -module-name RitualistSync -wmo -c -o "$out/objects/RitualistSync.o" \
        -emit-module -emit-module-path "$out/modules/RitualistSync.swiftmodule" -I "$out/modules" "${sync_wire[@]}"
    touch "$out/objects/RitualistSync.o"
fi

objects=("$out/objects/IntentKit.o" "$out/objects/RitualistSync.o" "$out/objects/RitualistCore.o"
    "$out/objects/Primitives.o" "$out/objects/Yams.o")
for target in Fuzz/Targets/*.swift; do
    name=$(basename "$target" .swift)
    if stale "$out/bin/$name" "$target" "${objects[@]}"; then
        echo "fuzz build: $name"
        swiftc "${swift_flags[@]}" -module-name "Fuzz_$name" -o "$out/bin/$name" \
            -I "$out/modules" -I "$yams/CYaml/include" -Xcc -DYAML_DECLARE_STATIC \
            "$target" "${objects[@]}" "$out"/cyaml/*.o
    fi
done
echo "fuzz build: $(ls "$out/bin" | tr '\n' ' ')in $out/bin"
