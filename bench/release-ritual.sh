# Sourced by the benchmark scripts: `ritual=$(release_ritual "$root")` builds the release ritual as README's Install
# does (release, --static-swift-stdlib, one static executable, scratch path .build-release-static) and prints its
# path. Build output goes to stderr.
# The flags of README's Install on Linux, for every script that builds what people install.
release_flags=(-c release --static-swift-stdlib -Xswiftc -static-executable
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
release_ritual() {
    local root="$1"
    local build=(swift build "${release_flags[@]}" --scratch-path "$root/.build-release-static")
    (cd "$root" && "${build[@]}" --product ritual >&2)
    printf '%s/ritual\n' "$(cd "$root" && "${build[@]}" --show-bin-path)"
}
