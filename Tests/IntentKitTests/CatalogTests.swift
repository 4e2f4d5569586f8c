import IntentKit
import Testing

struct CatalogTests {
    func declaration(_ name: String, from path: String = "a.yaml") -> IntentDeclaration {
        IntentDeclaration(
            name: name, title: name, summary: "", parameters: [], body: .perform(action: "counters.echo"),
            location: SourceLocation(path: path, line: 1, column: 1), origin: .user)
    }

    @Test func declarationsAreSortedByNameIgnoringCase() {
        let catalog = Catalog(["zeta", "Alpha", "beta", "Gamma", "alphabet"].map { declaration($0) })
        #expect(catalog.names == ["Alpha", "alphabet", "beta", "Gamma", "zeta"])
    }

    @Test func aNameIsFoundIgnoringCase() {
        let catalog = Catalog(["NextDay", "Today"].map { declaration($0) })
        #expect(catalog.declaration(named: "nextday")?.name == "NextDay")
        #expect(catalog.declaration(named: "TODAY")?.name == "Today")
        #expect(catalog.declaration(named: "Tomorrow") == nil)
        #expect(catalog.suggestion(for: "Todya") == "Today")
    }

    /// The loader reports a name declared twice; the catalog it still makes keeps them in the order given and
    /// answers the first.
    @Test func namesEqualIgnoringCaseKeepTheirOrderAndTheFirstAnswers() {
        let catalog = Catalog([
            declaration("b"), declaration("Hello", from: "first.yaml"), declaration("a"),
            declaration("hello", from: "second.yaml"), declaration("HELLO", from: "third.yaml"),
        ])
        #expect(catalog.names == ["a", "b", "Hello", "hello", "HELLO"])
        #expect(catalog.declaration(named: "hello")?.location.path == "first.yaml")
    }

    @Test func anEmptyCatalogHasNoNames() {
        #expect(Catalog([]).names.isEmpty)
        #expect(Catalog([]).declaration(named: "x") == nil)
    }
}
