import Primitives

/// Where `ritual-sync` is: beside the running `ritual` (as a release build or an install puts them), then on `PATH`
/// (`SiblingProgram`).
package enum SyncExecutable {
    /// The program's name.
    package static let name = "ritual-sync"
    /// How to build it, for the message when it is missing.
    package static let buildCommand = "swift build -c release --product ritual-sync"

    /// The path of `ritual-sync`, or nil when neither place has it.
    package static func locate(environment: [String: String]) -> String? {
        SiblingProgram.locate(name, beside: ProgramPath.of(environment: environment), environment: environment)
    }

    /// Where it is looked for, in order.
    package static func candidates(environment: [String: String]) -> [String] {
        SiblingProgram.candidates(name, beside: ProgramPath.of(environment: environment), environment: environment)
    }
}
