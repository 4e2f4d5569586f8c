import ArgumentParser
import RitualistConsole

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor", abstract: "Repair what the store derives: --rebuild folds its streak summary again.")
    @Flag(help: "Fold the streak summary again from habits, logs and rest days.") var rebuild = false
    func run() throws { try DoctorRequest(rebuild: rebuild, json: false).run() }
}
