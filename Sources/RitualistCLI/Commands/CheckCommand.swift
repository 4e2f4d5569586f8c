import ArgumentParser
import RitualistConsole

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate declarations and their wiring without running anything.",
        discussion: """
            Without paths: the built-in intents and yours. With paths (files or folders): those files, checked \
            as user declarations beside the built-ins. Every problem is printed as path:line:column; the exit \
            code is 78 when there is one. An example whose expect: names no error case a run can end with is \
            an error too. --json prints {"ok", "intents", "files", "diagnostics": [{"file", "line", "column", \
            "severity", "message"}]}; a wiring problem has no file, line or column (null).
            """)

    @Argument(help: "Declaration files or folders to check.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    @Flag(help: "Print the diagnostics as JSON on stdout.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try CheckRequest(paths: paths, json: json).run()
    }
}
