#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds a program of this package from another: `ritual` finding `ritual-sync`, `ritual-sync` finding `ritual`.
/// First beside the program that looks (as a build or an install puts them), then in each absolute folder of
/// `PATH`.
package enum SiblingProgram {
    /// The path of `name`, or nil when no place it is looked for holds it.
    ///
    /// ```swift
    /// SiblingProgram.locate("ritual-sync", beside: "/usr/local/bin/ritual", environment: environment)
    /// ```
    package static func locate(_ name: String, beside program: String, environment: [String: String]) -> String? {
        candidates(name, beside: program, environment: environment).first(where: isExecutableFile)
    }

    /// Where `name` is looked for, in order: the folder of `program` (an absolute path), then each folder of
    /// `environment`'s `PATH` that is absolute.
    package static func candidates(_ name: String, beside program: String, environment: [String: String])
        -> [String]
    {
        let folder = program.lastIndex(of: "/").map { String(program[..<$0]) } ?? "."
        let path = (environment["PATH"] ?? "").split(separator: ":").filter { $0.hasPrefix("/") }
        return [folder + "/" + name] + path.map { "\($0)/\(name)" }
    }

    /// Whether `path` is a regular file this process may execute.
    package static func isExecutableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }
}
