import Foundation
import IntentKitTesting

/// A home with one external plugin, `echo`, whose `run` is a shell snippet, and an intent `Say` performing it.
struct PluginHome {
    var ritual = Ritual()
    var home: TemporaryDirectory { ritual.home }
    var log: String { home.path("runs.log") }

    static let description = """
        {"protocol": 1, "name": "echo", "summary": "Says things back.", "actions": [{"name": "echo.say", \
        "summary": "Says a text back.", "parameters": {"text": {"type": "string", "required": true}}, \
        "result": ["said"]}]}
        """

    static let say = """
        version: 1
        intent: Say
        title: Say
        summary: Says a text back.
        parameters:
          text: {type: string, required: true}
        perform: echo.say
        """

    /// `run` is the shell body run for `PLUGIN run`, with the request on stdin; every execution is logged.
    init(run: String = #"echo '{"ok": true, "result": {"said": "hi"}, "text": "Said hi."}'"#) throws {
        try install(run: run)
        _ = try home.write("intents/Say.yaml", Self.say)
    }

    func install(run: String, describe: String = PluginHome.description, name: String = "echo") throws {
        let script = """
            #!/bin/sh
            echo "$1" >> '\(log)'
            case "$1" in
            describe) cat <<'JSON'
            \(describe)
            JSON
            ;;
            run) \(run) ;;
            esac

            """
        try Self.executable(home.path("plugins/\(name)"), script)
    }

    static func executable(_ path: String, _ text: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o755)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
    }

    /// How many times the plugin was executed with `argument`.
    func executions(_ argument: String) -> Int {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0 == argument }.count
    }
}
