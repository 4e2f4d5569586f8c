import IntentKit
import Testing

@Suite struct HotkeyConfigTests {
    @Test func everyProblemOfTheHotkeysIsReportedByCheckWithItsLineAndColumn() throws {
        let home = try HotkeyHome(
            config: """
                hotkeys:
                  - {keys: super+alt+m, run: Today}
                  - {keys: meta+x, run: Today}
                  - {keys: ctrl+!, run: Today}
                  - {keys: super+M, run: Today}
                  - {keys: mod4+mod1+m, run: NextDay}
                  - {keys: super+banana, run: Today}
                  - {keys: super+f5, run: Today, colour: red}
                refresh:
                  - pkill
                notify: sometimes

                """)
        let output = home.ritual("check")
        let path = home.ritual.home.path + "/config.yaml"
        #expect(output.status == 78)
        #expect(
            output.stderr == """
                \(path):3:12: error: ambiguous modifier 'meta': it means Super on some desktops and Alt on others; \
                write super or alt
                  - {keys: meta+x, run: Today}
                           ^
                \(path):4:12: error: '!' needs Shift, and which key gives it depends on the layout; write 'shift+1'
                  - {keys: ctrl+!, run: Today}
                           ^
                \(path):5:12: error: 'M' needs Shift, and which key gives it depends on the layout; write 'shift+m'
                  - {keys: super+M, run: Today}
                           ^
                \(path):6:12: error: chord 'super+alt+m' is bound twice: here, and at \(path):2:12 (to Today)
                  - {keys: mod4+mod1+m, run: NextDay}
                           ^
                \(path):7:12: error: unknown key 'banana' (expected a letter, a digit, f1-f24, a named key such as \
                enter or bracketleft, or an xf86 media key)
                  - {keys: super+banana, run: Today}
                           ^
                \(path):8:34: error: unknown key 'colour' in a hotkey (expected one of: keys, run, with).
                  - {keys: super+f5, run: Today, colour: red}
                                                 ^
                \(path):10:5: error: expected a command as a list of words, such as [pkill, -RTMIN+8, waybar], found \
                the value 'pkill'
                  - pkill
                    ^
                \(path):11:9: error: invalid notify 'sometimes' (expected never, errors or always)
                notify: sometimes
                        ^
                8 errors in 1 file.

                """)
    }

    @Test func aBindingToAnUnknownIntentOrWithParametersItRefusesIsReportedBeforeAnyPress() throws {
        let home = try HotkeyHome(
            config: """
                hotkeys:
                  - {keys: super+a, run: CompleteHabbit, with: {habit: Water}}
                  - {keys: super+b, run: LogHabitValue, with: {habit: Water, value: lots}}
                  - {keys: super+c, run: CompleteHabit, with: {habbit: Water}}
                  - {keys: super+d, run: LogHabitValue}

                """)
        let output = home.ritual("hotkeys", "list")
        let path = home.ritual.home.path + "/config.yaml"
        #expect(output.status == 78)
        #expect(
            output.stderr.components(separatedBy: "\n").filter { $0.hasPrefix(path) } == [
                "\(path):2:26: error: unknown intent 'CompleteHabbit'. Did you mean 'CompleteHabit'?",
                "\(path):3:26: error: invalid value 'lots' for parameter 'value': expected a number.",
                "\(path):4:26: error: intent 'CompleteHabit' has no parameter 'habbit' (it takes: habit, date, value). "
                    + "Did you mean 'habit'?",
                "\(path):4:26: error: intent 'CompleteHabit' needs 'habit'; add it under 'with'",
                "\(path):5:26: error: intent 'LogHabitValue' needs 'habit'; add it under 'with'",
                "\(path):5:26: error: intent 'LogHabitValue' needs 'value'; add it under 'with'",
            ])
    }

    @Test(arguments: [
        (#"{habit: "Water\nsuper + x\n\ttouch pwned"}"#, 55, "the value of 'habit'", "U+000A"),
        (#"{habit: "Water\rx"}"#, 55, "the value of 'habit'", "U+000D"),
        (#"{habit: "Water\ex"}"#, 55, "the value of 'habit'", "U+001B"),
        (#"{habit: "Water\tx"}"#, 55, "the value of 'habit'", "U+0009"),
        (#"{"ha\nbit": Water}"#, 48, "a parameter's name", "U+000A"),
    ])
    func aControlCharacterInAHotkeysValueIsRefusedWithItsPlaceAndNothingIsExported(
        with: String, column: Int, what: String, code: String
    ) throws {
        let home = try HotkeyHome(config: "hotkeys:\n  - {keys: super+m, run: CompleteHabit, with: \(with)}\n")
        let path = home.ritual.home.path + "/config.yaml"
        let error =
            "\(path):2:\(column): error: \(what) holds a control character (\(code)); a hotkey's words stay on one line"
        let check = home.ritual("check")
        #expect(check.status == 78)
        #expect(check.stderr.hasPrefix(error + "\n"))
        for target in HotkeyExportTests.targets {
            let export = home.ritual("hotkeys", "export", "--target", target)
            #expect(export.status == 78, "\(target)")
            #expect(export.stdout == "", "\(target)")
            #expect(export.stderr.hasPrefix(error + "\n"), "\(target)")
        }
    }

    @Test func listShowsEachChordInCanonicalFormWithWhatItRuns() throws {
        let home = try HotkeyHome()
        #expect(
            home.ritual("hotkeys", "list").stdout == """
                super+alt+m        CompleteHabit habit=\(HotkeyHome.hostile)
                ctrl+shift+f5      NextDay
                super+bracketleft  PreviousDay
                alt+enter          LogHabitValue habit=Water value=2

                """)
        let json = try JSONParser.parse(home.ritual("hotkeys", "list", "--json").stdout)
        let first = try #require(json.arrayValue?.first)
        #expect(first["keys"] == .string("super+alt+m"))
        #expect(first["id"] == .string("super-alt-m"))
        #expect(first["with"]?["habit"] == .string(HotkeyHome.hostile))
        #expect(first["location"] == .string(home.ritual.home.path + "/config.yaml:2:11"))
    }

    @Test func withNoHotkeysListSaysHowToAddThem() {
        #expect(Ritual()("hotkeys", "list").stdout.hasPrefix("No hotkeys. Add them to config.yaml, for example:\n"))
    }
}
