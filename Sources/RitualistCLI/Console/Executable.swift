import RitualistIntents

/// The absolute path of the `ritual` program (see `ProgramPath`).
enum Executable {
    static func path(environment: [String: String]) -> String {
        ProgramPath.of(environment: environment)
    }
}
