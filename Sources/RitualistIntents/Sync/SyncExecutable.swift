import Foundation

/// Where `ritual-sync` is: beside the running `ritual` (as a release build or an install puts them), then on `PATH`.
public enum SyncExecutable {
    /// The program's name.
    public static let name = "ritual-sync"
    /// How to build it, for the message when it is missing.
    public static let buildCommand = "swift build -c release --product ritual-sync"

    /// The path of `ritual-sync`, or nil when neither place has it.
    public static func locate(environment: [String: String]) -> String? {
        candidates(environment: environment).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Where it is looked for, in order.
    public static func candidates(environment: [String: String]) -> [String] {
        let ritual = ProgramPath.of(environment: environment)
        let beside = (ritual as NSString).deletingLastPathComponent + "/" + name
        let path = (environment["PATH"] ?? "").split(separator: ":").filter { $0.hasPrefix("/") }
        return [beside] + path.map { "\($0)/\(name)" }
    }
}
