import Primitives
import Testing

@Suite struct PluralTests {
    @Test(
        arguments: [
            (0, "run", nil, "0 runs"), (1, "run", nil, "1 run"), (2, "run", nil, "2 runs"), (1, "time", nil, "1 time"),
            (3, "declaration file", nil, "3 declaration files"), (1, "entry", "entries", "1 entry"),
            (2, "entry", "entries", "2 entries"), (-1, "day", nil, "-1 days"),
        ] as [(Int, String, String?, String)])
    func aCountAgreesWithItsNoun(_ count: Int, _ noun: String, _ plural: String?, _ expected: String) {
        #expect(Plural.count(count, noun, plural: plural) == expected)
    }
}
