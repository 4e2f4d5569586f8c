# Sourced by the benchmark scripts: `ritual=$(release_ritual "$root")` builds the release ritual as README's Install
# does (release, --static-swift-stdlib, one static executable, scratch path .build-release-static) and prints its
# path. Build output goes to stderr.
release_ritual() {
    local root="$1"
    local build=(swift build -c release --static-swift-stdlib -Xswiftc -static-executable
        --scratch-path "$root/.build-release-static")
    (cd "$root" && "${build[@]}" --product ritual >&2)
    printf '%s/ritual\n' "$(cd "$root" && "${build[@]}" --show-bin-path)"
}
