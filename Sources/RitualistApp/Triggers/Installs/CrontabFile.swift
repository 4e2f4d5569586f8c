/// The user's crontab, read with `crontab -l` and replaced with `crontab -` (removed with `crontab -r` when nothing
/// is left), through the `crontab` program on the environment's `PATH`.
struct CrontabFile {
    let environment: [String: String]

    /// Its text, or nil when the user has none.
    func read() throws(TriggerError) -> String? {
        guard let run = ExternalCommand.run(["crontab", "-l"], environment: environment) else {
            throw .schedulerFailed(command: "crontab -l", problem: "it cannot be started")
        }
        if run.status == 0 { return run.output }
        if run.problem.lowercased().contains("no crontab") { return nil }
        throw .schedulerFailed(command: "crontab -l", problem: run.problem)
    }

    /// Replaces it with `text`, or removes it when `text` is nil.
    func write(_ text: String?) throws(TriggerError) {
        let command = text == nil ? ["crontab", "-r"] : ["crontab", "-"]
        guard let run = ExternalCommand.run(command, environment: environment, input: text) else {
            throw .schedulerFailed(command: command.joinedText(separator: " "), problem: "it cannot be started")
        }
        guard run.status == 0 else {
            throw .schedulerFailed(command: command.joinedText(separator: " "), problem: run.problem)
        }
    }
}
