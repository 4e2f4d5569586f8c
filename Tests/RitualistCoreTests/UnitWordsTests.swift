import Testing

@testable import RitualistCore

/// An amount agrees with its unit in number, whichever way the unit was written: `1 cup`, `8 cups`.
@Suite struct UnitWordsTests {
    @Test(arguments: [
        (1.0, "cups", "1 cup"), (8, "cups", "8 cups"), (8, "cup", "8 cups"), (1, "cup", "1 cup"), (0, "cup", "0 cups"),
        (2.5, "cup", "2.5 cups"), (2, "glass", "2 glasses"), (1, "glasses", "1 glass"), (3, "story", "3 stories"),
        (3, "day", "3 days"), (2, "box", "2 boxes"), (4, "push-up", "4 push-ups"), (2, "Pomodoro", "2 Pomodoros"),
        (2, "page", "2 pages"), (2, "focus", "2 focus"), (2, "km", "2 km"), (2, "ml", "2 ml"), (5, "min", "5 min"),
        (500, "kcal", "500 kcal"), (2, "mg", "2 mg"), (3, "glasses of water", "3 glasses of water"),
        (2, "ML", "2 ML"), (2, "kWh", "2 kWh"), (2, "m²", "2 m²"), (12, "bpm", "12 bpm"), (3, "lbs", "3 lbs"),
    ])
    func anAmountAgreesWithItsUnit(value: Double, unit: String, expected: String) {
        #expect(ValueFormat.text(value, unit: unit) == expected)
    }
}
