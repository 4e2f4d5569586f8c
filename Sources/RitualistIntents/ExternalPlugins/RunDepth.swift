/// How deep a process runs inside plugins' runs of `ritual`: `RITUALIST_DEPTH`, which every plugin receives one
/// higher than the process that runs it, so that a plugin running `ritual` that runs the plugin again stops at
/// the compositions' nesting limit.
enum RunDepth {
    static let variable = "RITUALIST_DEPTH"

    /// The depth `environment` says; 0 (the outermost run) when it says none.
    static func of(_ environment: [String: String]) -> Int {
        environment[variable].flatMap { Int($0) }.map { max(0, $0) } ?? 0
    }
}
