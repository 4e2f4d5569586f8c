import IntentKit
import Synchronization
import Testing

private final class Counter: Sendable {
    let made = Atomic<Int>(0)
}

private final class Service: Sendable {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

private enum TestKeys {
    static let counter = Key<Counter>("counter")
    static let transient = Key<Service>("transient")
    static let perRun = Key<Service>("perRun")
    static let perProcess = Key<Service>("perProcess")
    static let a = Key<Service>("A")
    static let b = Key<Service>("B")
    static let c = Key<Service>("C")
    static let missing = Key<Service>("missing")
}

@Suite struct ContainerTests {
    private func builder() -> ContainerBuilder {
        var builder = ContainerBuilder()
        builder.register(TestKeys.counter, value: Counter())
        for (key, scope) in [
            (TestKeys.transient, Scope.transient), (TestKeys.perRun, .run), (TestKeys.perProcess, .process),
        ] {
            builder.register(key, scope: scope, needs: [TestKeys.counter.erased]) { resolver in
                Service(serial: try resolver.resolve(TestKeys.counter).made.add(1, ordering: .relaxed).newValue)
            }
        }
        return builder
    }

    @Test func transientBuildsANewValueEachTime() throws {
        let container = Container(builder())
        let run = container.makeRun()
        #expect(try container.resolve(TestKeys.transient, in: run) !== container.resolve(TestKeys.transient, in: run))
    }

    @Test func runScopeSharesWithinARunOnly() throws {
        let container = Container(builder())
        let first = container.makeRun(), second = container.makeRun()
        let one = try container.resolve(TestKeys.perRun, in: first)
        #expect(try container.resolve(TestKeys.perRun, in: first) === one)
        #expect(try container.resolve(TestKeys.perRun, in: second) !== one)
    }

    @Test func processScopeSharesAcrossRuns() throws {
        let container = Container(builder())
        let one = try container.resolve(TestKeys.perProcess, in: container.makeRun())
        #expect(try container.resolve(TestKeys.perProcess, in: container.makeRun()) === one)
    }

    @Test func processScopeIsBuiltOnceUnderConcurrentResolution() async throws {
        let container = Container(builder())
        let serials = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<64 { group.addTask { try container.resolve(TestKeys.perProcess).serial } }
            return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(serials.count == 1)
    }

    @Test func overridesLeaveTheOriginalUntouched() throws {
        let container = Container(builder())
        let overridden = container.overriding { $0.register(TestKeys.perProcess, value: Service(serial: -1)) }
        #expect(try overridden.resolve(TestKeys.perProcess).serial == -1)
        #expect(try container.resolve(TestKeys.perProcess).serial != -1)
    }

    @Test func aCycleIsReportedWithItsFullPath() {
        var builder = ContainerBuilder()
        builder.register(TestKeys.a, needs: [TestKeys.b.erased]) { try $0.resolve(TestKeys.b) }
        builder.register(TestKeys.b, needs: [TestKeys.a.erased]) { try $0.resolve(TestKeys.a) }
        let container = Container(builder)
        #expect(throws: ContainerError.cycle(path: [AnyKey(name: "A"), AnyKey(name: "B"), AnyKey(name: "A")])) {
            try container.resolve(TestKeys.a)
        }
        let error = ContainerError.cycle(path: [AnyKey(name: "A"), AnyKey(name: "B"), AnyKey(name: "A")])
        #expect(error.description.hasPrefix("Dependency cycle: A → B → A\n  'A' needs 'B'\n  'B' needs 'A'\n"))
    }

    @Test func validationFindsCyclesAndMissingKeysWithoutBuildingAnything() {
        var builder = ContainerBuilder()
        let built = Counter()
        builder.register(TestKeys.a, needs: [TestKeys.b.erased]) { _ in
            built.made.add(1, ordering: .relaxed)
            return Service(serial: 0)
        }
        builder.register(TestKeys.b, needs: [TestKeys.c.erased, TestKeys.missing.erased]) { _ in Service(serial: 0) }
        builder.register(TestKeys.c, needs: [TestKeys.a.erased]) { _ in Service(serial: 0) }
        let problems = Container(builder).validate(roots: [TestKeys.a.erased])
        #expect(
            problems == [
                .cycle(path: ["A", "B", "C", "A"].map(AnyKey.init(name:))),
                .missingRegistration(key: AnyKey(name: "missing"), requiredBy: ["A", "B"].map(AnyKey.init(name:))),
            ])
        #expect(built.made.load(ordering: .relaxed) == 0)
    }

    @Test func anUndeclaredDependencyIsAWiringError() {
        var builder = ContainerBuilder()
        builder.register(TestKeys.c, value: Service(serial: 0))
        builder.register(TestKeys.a) { try $0.resolve(TestKeys.c) }
        #expect(throws: ContainerError.undeclaredDependency(key: AnyKey(name: "C"), resolvedBy: AnyKey(name: "A"))) {
            try Container(builder).resolve(TestKeys.a)
        }
    }

    @Test func aMissingRegistrationNamesTheChain() {
        var builder = ContainerBuilder()
        builder.register(TestKeys.a, needs: [TestKeys.missing.erased]) { try $0.resolve(TestKeys.missing) }
        #expect(
            throws: ContainerError.missingRegistration(key: AnyKey(name: "missing"), requiredBy: [AnyKey(name: "A")])
        ) {
            try Container(builder).resolve(TestKeys.a)
        }
    }

    @Test func aKeyOfAnotherTypeUnderTheSameNameIsAWiringErrorNamingBothTypes() throws {
        var builder = ContainerBuilder()
        builder.register(Key<Int>("shared"), value: 7)
        builder.register(Key<any Greeter>("greeter"), value: English())
        let container = Container(builder)
        #expect(
            throws: ContainerError.typeMismatch(key: AnyKey(name: "shared"), expected: "String", found: "Int")
        ) {
            try container.resolve(Key<String>("shared"))
        }
        #expect(throws: ContainerError.self) { try container.resolve(Key<English>("greeter")) }
        #expect(try container.resolve(Key<Int>("shared")) == 7)
        #expect(try container.resolve(Key<any Greeter>("greeter")) is English)
    }
}

private protocol Greeter: Sendable {}
private struct English: Greeter {}
