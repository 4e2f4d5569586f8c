import Foundation

/// The absolute path of the `ritual` program, for what runs it later with a PATH of its own (a bar, a hotkey
/// daemon, a scheduler's unit, an automation an event starts): `RITUALIST_EXECUTABLE` when set (a wrapper, a
/// packaged path), otherwise the running program itself.
package enum ProgramPath {
    package static func of(environment: [String: String]) -> String {
        if let path = environment["RITUALIST_EXECUTABLE"], path.hasPrefix("/") { return path }
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        let argument = CommandLine.arguments.first ?? "ritual"
        if argument.hasPrefix("/") { return argument }
        return URL(
            fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL.path
    }
}
