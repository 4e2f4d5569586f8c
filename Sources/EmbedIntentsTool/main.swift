import Foundation

// Usage: EmbedIntentsTool OUTPUT.swift FILE.yaml...
// Writes `BuiltinIntents.files`: each file's path as `intents/NAME.yaml` and its text as a raw string literal.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: EmbedIntentsTool OUTPUT FILE...\n".utf8))
    exit(64)
}

func literal(_ text: String) -> String {
    // A raw string with more '#' than the longest run of '#' in the text can hold any text as it is.
    var longest = 0, run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

var source = "// Generated from intents/ by the EmbedIntents plugin at build time.\n\n"
source += "enum BuiltinIntents {\n    static let files: [(path: String, text: String)] = [\n"
for path in arguments.dropFirst() {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let name = URL(fileURLWithPath: path).lastPathComponent
    source += "        (\"intents/\(name)\", \(literal(text))),\n"
}
source += "    ]\n}\n"
try source.write(toFile: output, atomically: true, encoding: .utf8)
