import Foundation
import IntentKit

// pantry: a small program built on IntentKit with a domain of its own.
//
//   PANTRY_HOME=/tmp/p pantry run Stock item=Rice count=3
//   PANTRY_HOME=/tmp/p pantry run Use item=ri --json
//   pantry check
//
// Intents come from the folder in PANTRY_INTENTS (default: the example's own intents/ folder).

let environment = ProcessInfo.processInfo.environment
let home = environment["PANTRY_HOME"] ?? FileManager.default.temporaryDirectory.appendingPathComponent("pantry").path
let intentsFolder =
    environment["PANTRY_INTENTS"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("intents").path
try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)

let registry = PluginRegistry(plugins: [PantryPlugin(shelfPath: home + "/shelf.tsv")])
let sources = try DeclarationFiles.list(in: intentsFolder).map {
    try DeclarationFiles.load($0, origin: .builtin, limit: DeclarationLimits.standard.maximumFileSize)
}
let load = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary)).load(sources)
let runner = Runner(
    load: load, registry: registry, container: Container(registry.services), clock: .system(in: .process),
    journal: Journal(path: home + "/journal.jsonl"))

var arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }

switch arguments.first {
case "check":
    let result = DeclarationCheck(registry: registry, domainCases: PantryError.failureCases).check(sources)
    for line in result.lines { print(line) }
    let names = result.load.catalog.names
    print("\(names.count) intents: \(names.joined(separator: ", "))")
    exit(result.isClean ? 0 : FailureCategory.configuration.exitCode)
case "run" where arguments.count >= 2:
    let outcome = runner.run(arguments[1], words: Array(arguments.dropFirst(2)), json: nil, mode: .strict)
    if json { print(outcome.json.serialized()) } else if let result = outcome.result { print(result.text) }
    if let message = FailurePolicy.strict.errorText(for: outcome) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    exit(FailurePolicy.strict.exitCode(for: outcome))
default:
    FileHandle.standardError.write(Data("usage: pantry run INTENT [name=value ...] [--json] | pantry check\n".utf8))
    exit(64)
}
