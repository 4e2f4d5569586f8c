// Fuzzes the declaration loader: one YAML text, parsed by `DeclarationParser` and loaded by `CatalogLoader`
// beside a built-in declaration, with every diagnostic rendered the way `ritual check` prints it.
@testable import IntentKit

private let vocabulary: DeclarationVocabulary = {
    let habit = ActionParameter(name: "habit", type: .entity("habit"), isRequired: true)
    let date = ActionParameter(name: "date", type: .date, isRequired: false)
    let mode = ActionParameter(name: "mode", type: .enumeration, isRequired: false, values: ["add", "set"])
    return DeclarationVocabulary(
        actionLists: [
            "habits.complete": [habit, date],
            "habits.log": [habit, ActionParameter(name: "value", type: .number, isRequired: true), mode, date],
            "habits.undo": [habit, date],
            "habits.skip": [ActionParameter(name: "habit", type: .entity("habit"), isRequired: false), date],
            "navigation.previous": [],
            "navigation.next": [],
            "navigation.today": [],
            "external.unchecked": nil,
        ],
        entityTypes: ["habit"], dateWords: ["selected"])
}()

private let builtin = DeclarationSource(
    path: "intents/CompleteHabit.yaml",
    text: """
        version: 1
        intent: CompleteHabit
        title: Complete Habit
        summary: Mark a habit done.
        parameters:
          habit: {type: habit, required: true}
          date: {type: date, default: selected}
        perform: habits.complete
        """, origin: .builtin)

private let loader = CatalogLoader(parser: DeclarationParser(vocabulary: vocabulary))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeclarations(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = DeclarationSource(path: "fuzz/Input.yaml", bytes: bytes, origin: .user)
    let load = loader.load([builtin, source])
    let rendered = load.diagnostics.map(\.description).joined(separator: "\n")
    if load.brokenFiles.contains(source.path) {
        precondition(load.diagnostics.contains { $0.severity == .error }, "a broken file reported no error: \(rendered)")
        _ = load.diagnostics(mentioning: "Input")
    } else if let declaration = load.catalog.declarations.first(where: { $0.location.path == source.path }) {
        _ = declaration.parameters.map { "\($0.name) \($0.type.expectation) \($0.defaultValue ?? "")" }
    }
    return 0
}
