import Foundation
import IntentKit

/// The pantry's shelf: item counts in a small text file (`name<TAB>count` per line).
final class Shelf: Sendable {
    let path: String

    init(path: String) {
        self.path = path
    }

    func counts() -> [(name: String, count: Int)] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let count = Int(fields[1]) else { return nil }
            return (String(fields[0]), count)
        }
    }

    func save(_ counts: [(name: String, count: Int)]) throws {
        let text = counts.filter { $0.count > 0 }.map { "\($0.name)\t\($0.count)\n" }.joined()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

/// A failure of the pantry's own domain.
enum PantryError: IntentFailure {
    case notEnough(item: String, wanted: Int, left: Int)

    /// Every case the pantry's domain raises, so that `check` accepts an example that expects one.
    static let failureCases = [FailureCase("notEnough", .rejected)]

    var caseName: String { "notEnough" }
    var category: FailureCategory { .rejected }
    var message: String {
        switch self {
        case let .notEnough(item, wanted, left): return "Cannot use \(wanted) of '\(item)': only \(left) left."
        }
    }
}

extension Keys {
    static let shelf = Key<Shelf>("pantry.shelf")
}

/// The pantry plugin: a service, an entity type and two actions. IntentKit knows nothing of pantries.
struct PantryPlugin: Plugin {
    let name = "pantry"
    let shelfPath: String

    static let newItem = Parameter<String>.string("item", required: true)
    static let item = Parameter<EntityReference>.entity("item", type: "item", required: true)
    static let count = Parameter<Int>.integer("count", required: true)

    func register(in registry: inout PluginRegistry) {
        let path = shelfPath
        registry.services.register(Keys.shelf, scope: .process) { _ in Shelf(path: path) }
        registry.entityType("item", needs: [Keys.shelf.erased]) { resolver in
            try resolver.resolve(Keys.shelf).counts().map { EntityCandidate(id: $0.name, name: $0.name) }
        }
        registry.action("pantry.stock", parameters: [Self.newItem, Self.count], needs: [Keys.shelf.erased]) {
            context in
            try change(context, item: try context.require(Self.newItem), by: try context.require(Self.count))
        }
        registry.action("pantry.use", parameters: [Self.item, Self.count], needs: [Keys.shelf.erased]) { context in
            try change(context, item: try context.require(Self.item).name, by: -(try context.require(Self.count)))
        }
    }

    private func change(_ context: ActionContext, item: String, by delta: Int) throws -> ActionResult {
        let shelf = try context.resolver.resolve(Keys.shelf)
        var counts = shelf.counts()
        let index = counts.firstIndex { $0.name.lowercased() == item.lowercased() }
        let current = index.map { counts[$0].count } ?? 0
        guard current + delta >= 0 else { throw PantryError.notEnough(item: item, wanted: -delta, left: current) }
        if let index { counts[index].count = current + delta } else { counts.append((item, delta)) }
        try shelf.save(counts)
        let name = index.map { counts[$0].name } ?? item
        return ActionResult(
            json: .object([("item", .string(name)), ("count", .int(current + delta))]),
            text: "\(name): \(current + delta) left.")
    }
}
