import Primitives
import RitualistApp

/// The absolute path of the `ritual` program (see `ProgramPath`).
package enum Executable {
    package static func path(environment: [String: String]) -> String {
        ProgramPath.of(environment: environment)
    }
}
