import IntentKit
import IntentKitTesting
import Testing

@Suite struct BarFormatTests {
    @Test func waybarPrintsOneJSONLineWithPangoEscapedTextAndAnIntegerPercentage() throws {
        let output = BarHome().partial()("status", "--format", "waybar")
        #expect(output.status == 0)
        #expect(
            output.stdout
                == #"{"text":"1/3 🔥2 · %{F#f00}Red|Pipe","alt":"partial","tooltip":"%{F#f00}Red|Pipe 3/8 glasses\n"#
                + #"Say &quot;hi&quot; it&#39;s $HOME; #1 {a,b} 100%","class":["partial"],"percentage":33}"# + "\n")
        let object = try JSONParser.parse(output.stdout)
        #expect(object.objectValue?.map(\.0) == ["text", "alt", "tooltip", "class", "percentage"])
        #expect(object["percentage"] == .int(33))
    }

    @Test func waybarNamesTheStateAndTheStreakAtRisk() throws {
        let home = BarHome()
        let empty = try JSONParser.parse(home.atRisk()("status", "--format", "waybar").stdout)
        #expect(empty["class"] == .array([.string("empty"), .string("at-risk")]))
        #expect(empty["text"] == .string("0/3 🔥1 · 🍵 Tea &amp; &lt;Biscuits&gt;"))
        home.complete()
        let done = try JSONParser.parse(home.ritual("status", "--format", "waybar").stdout)
        #expect(done["class"] == .array([.string("done")]))
        #expect(done["tooltip"] == .string("All done."))
        #expect(done["percentage"] == .int(100))
        let none = try JSONParser.parse(Ritual()("status", "--format", "waybar").stdout)
        #expect(none["class"] == .array([.string("none")]))
        #expect(none["text"] == .string("–"))
    }

    @Test func aRestingHabitShowsInTheTooltipAsResting() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Read")
        ritual("habit", "add", "Run & <Walk>")
        ritual("skip", "Run")
        let partial = try JSONParser.parse(ritual("status", "--format", "waybar").stdout)
        #expect(partial["tooltip"] == .string("Read\nRun &amp; &lt;Walk&gt; (resting)"))
        ritual("skip")
        let rest = try JSONParser.parse(ritual("status", "--format", "waybar").stdout)
        #expect(rest["tooltip"] == .string("A rest day.\nRead (resting)\nRun &amp; &lt;Walk&gt; (resting)"))
        #expect(rest["class"] == .array([.string("none")]))
    }

    /// Polybar has no escape for `%{`: an empty offset tag between `%` and `{` shows both as text, where a
    /// zero-width space made polybar warn of a character no font has.
    @Test func polybarBreaksTagsInNamesWithAnEmptyOffsetAndColoursTheLine() {
        let output = BarHome().partial()("status", "--format", "polybar").stdout
        #expect(output == "%{F#EBCB8B}1/3 🔥2 · %%{O0}{F#f00}Red|Pipe%{F-}\n")
        #expect(!output.unicodeScalars.contains { !$0.isASCII && $0.properties.generalCategory == .format })
    }

    @Test func i3blocksPrintsFullTextShortTextAndColour() {
        let output = BarHome().atRisk()("status", "--format", "i3blocks").stdout
        #expect(output == "0/3 🔥1 · 🍵 Tea &amp; &lt;Biscuits&gt;\n0/3\n#D08770\n")
    }

    @Test(arguments: [("partial", "Info"), ("atRisk", "Warning"), ("done", "Good"), ("none", "Idle")])
    func i3statusRustGetsAStateItColours(scenario: String, state: String) throws {
        let home = BarHome()
        let ritual: Ritual
        switch scenario {
        case "partial": ritual = home.partial()
        case "atRisk": ritual = home.atRisk()
        case "done":
            home.complete()
            ritual = home.ritual
        default: ritual = Ritual()
        }
        let block = try JSONParser.parse(ritual("status", "--format", "i3status-rs").stdout)
        #expect(block.objectValue?.map(\.0) == ["icon", "state", "text", "short_text"])
        #expect(block["state"] == .string(state))
    }

    @Test func i3statusRustTextIsPlain() {
        let output = BarHome().partial()("status", "--format", "i3status-rs").stdout
        #expect(
            output == #"{"icon":"","state":"Info","text":"1/3 🔥2 · %{F#f00}Red|Pipe","short_text":"1/3"}"# + "\n")
    }

    @Test func xbarListsTheRemainingHabitsAndCompletesOneByIDThroughTheAbsolutePath() throws {
        let home = BarHome(defaultHome: true)
        let ritual = home.partial()
        let red = try home.id("%{"), say = try home.id("Say")
        let click = #"bash="/opt/my tools/ritual" param1=run"#
        let flags = "terminal=false refresh=true emojize=false"
        #expect(
            ritual("status", "--format", "xbar").stdout == """
                1/3 🔥2 · %{F#f00}Red∣Pipe
                ---
                ○ %{F#f00}Red∣Pipe 3/8 glasses | \(click) param2=CompleteHabit param3=habit=\(red) \(flags)
                ○ Say "hi" it's $HOME; #1 {a,b} 100% | \(click) param2=CompleteHabit param3=habit=\(say) \(flags)
                ✓ 🍵 Tea & <Biscuits> | color=gray emojize=false

                """)
    }

    /// xbar runs a click in its own environment, where `RITUALIST_HOME` may be unset: a click names the home the
    /// dropdown shows, quoted as `bash=` is when it holds a blank or a quote.
    @Test func anXbarClickNamesAHomeThatIsNotTheDefault() throws {
        let folder = TemporaryDirectory()
        var ritual = Ritual(home: folder)
        let path = folder.path + #"/my "habit" home's"#
        ritual.extra["RITUALIST_HOME"] = path
        ritual.extra["RITUALIST_EXECUTABLE"] = "/opt/my tools/ritual"
        ritual("habit", "add", "Read", "--start", "2025-11-01")
        let id = try #require(
            try JSONParser.parse(ritual("status", "--json").stdout)["habits"]?.arrayValue?.first?["id"]?.stringValue)
        let home = "\"RITUALIST_HOME=" + path.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        #expect(
            ritual("status", "--format", "xbar").stdout == """
                0/1 · Read
                ---
                ○ Read | bash="/usr/bin/env" param1=\(home) param2="/opt/my tools/ritual" param3=run \
                param4=CompleteHabit param5=habit=\(id) terminal=false refresh=true emojize=false

                """)
    }

    @Test func plainIsOneLineAndJSONIsDayStatus() throws {
        let ritual = BarHome().partial()
        #expect(ritual("status", "--format", "plain").stdout == "1/3 🔥2 · %{F#f00}Red|Pipe\n")
        #expect(ritual("status", "--format", "json").stdout == ritual("status", "--json").stdout)
    }

    /// Friday, the day before the pinned Saturday, selected: every bar says which day it shows before the count.
    @Test(arguments: [
        ("plain", "Fri 7 · 1/3 🔥2 · %{F#f00}Red|Pipe"),
        ("polybar", "%{F#EBCB8B}Fri 7 · 1/3 🔥2 · %%{O0}{F#f00}Red|Pipe%{F-}"),
        ("i3blocks", "Fri 7 · 1/3 🔥2 · %{F#f00}Red|Pipe\nFri 7 · 1/3\n#EBCB8B"),
        (
            "i3status-rs",
            #"{"icon":"","state":"Critical","text":"Fri 7 · 1/3 🔥2 · %{F#f00}Red|Pipe","short_text":"Fri 7 · 1/3"}"#
        ),
        (
            "waybar",
            #"{"text":"Fri 7 · 1/3 🔥2 · %{F#f00}Red|Pipe","alt":"partial","tooltip":"%{F#f00}Red|Pipe 0/8 glasses\n"#
                + #"Say &quot;hi&quot; it&#39;s $HOME; #1 {a,b} 100%","class":["partial","not-today"],"percentage":33}"#
        ),
    ])
    func aSelectedDayThatIsNotTodayIsNamedBeforeTheCount(format: String, expected: String) {
        let ritual = BarHome().partial()
        ritual("run", "PreviousDay")
        #expect(ritual("status", "--format", format).stdout == expected + "\n")
        ritual("run", "Today")
        #expect(!ritual("status", "--format", format).stdout.contains("Fri 7"))
    }

    @Test func xbarNamesTheSelectedDayInItsTitle() {
        let ritual = BarHome().partial()
        ritual("run", "PreviousDay")
        #expect(ritual("status", "--format", "xbar").stdout.hasPrefix("Fri 7 · 1/3 🔥2 · %{F#f00}Red∣Pipe\n---\n"))
    }

    @Test func anUnknownFormatIsAUsageError() {
        let output = Ritual()("status", "--format", "lemonbar")
        #expect(output.status == 64)
        #expect(output.stderr.contains("'lemonbar'"))
    }
}
