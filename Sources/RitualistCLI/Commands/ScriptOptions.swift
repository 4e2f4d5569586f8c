import ArgumentParser
import RitualistConsole

/// `--strict` and `--json`, which every verb accepts with the meaning they have on `ritual run`.
///
/// A command a person types is strict already (a failure is printed with its category's exit code), so `--strict`
/// only says so; `--json` prints the result as JSON, and a failure as the error envelope (`ErrorEnvelope`).
struct ScriptOptions: ParsableArguments {
    static let strictHelp = ArgumentHelp(CommonWordHelp.strict)
    static let jsonHelp = ArgumentHelp(CommonWordHelp.json)

    @Flag(help: strictHelp)
    var strict = false

    @Flag(help: jsonHelp)
    var json = false
}
