import ArgumentParser
import RitualistConsole

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Repair what the store derives: --rebuild writes its log buckets and folds its streak summary again.")
    @Flag(help: "Write the log buckets and fold the streak summary again from habits, logs and rest days.")
    var rebuild = false
    @Flag(help: "Print the result as JSON.") var json = false
    func run() throws { try DoctorRequest(rebuild: rebuild, json: json).run() }
}
