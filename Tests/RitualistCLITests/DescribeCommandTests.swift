import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// `ritual describe` sees the intents a run sees, with the same plugins and settings, and says why one it cannot
/// show is missing.
@Suite struct DescribeCommandTests {
    @Test(arguments: [[], ["--json"]])
    func anIntentWhoseFileIsInvalidIsDescribedByTheFilesDiagnostic(flags: [String]) throws {
        let ritual = Ritual()
        let path = try ritual.home.write(
            "intents/Hydrate.yaml",
            "version: 1\nintent: Hydrate\ntitle: Hydrate\nsummary: Drink.\nperform: navigation.today\ncolour: blue\n")
        let result = ritual.run(["describe", "Hydrate"] + flags)
        #expect(result.status == 78)
        #expect(
            result.stderr
                == "\(path):6:1: error: unknown key 'colour' in an intent declaration (expected one of: version, "
                + "intent, title, summary, parameters, perform, steps, mode, max, overrides, examples, hotkey, on).\n"
                + "colour: blue\n^\n")
        if flags.isEmpty {
            #expect(result.stdout.isEmpty)
        } else {
            let envelope = try JSONParser.parse(result.stdout)
            #expect(envelope["ok"] == .bool(false))
            #expect(envelope["error"]?["category"] == .string("configuration"))
            #expect(envelope["error"]?["code"] == .int(78))
        }
    }

    @Test func anIntentNoFileDeclaresIsStillUnknown() {
        let result = Ritual()("describe", "Hydrate")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: No intent named 'Hydrate'."))
    }

    @Test func aPluginIsDescribedWithinTheTimeoutConfiguredForIt() throws {
        let plugins = try PluginHome()
        try PluginHome.executable(plugins.home.path("plugins/echo"), "#!/bin/sh\nsleep 5\n")
        _ = try plugins.home.write("config.yaml", "plugins:\n  echo: {timeout: 0.5}\n")
        let start = Date()
        plugins.ritual("describe", "Say")
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(plugins.ritual("plugins").stderr.contains("timed out after 0.5 s"))
    }
}

extension DescribeCommandTests {
    @Test func anIntentAPluginPerformsNamesThePluginAndItsTimeout() throws {
        let plugins = try PluginHome()
        let path = plugins.home.path("plugins/echo")
        let defaulted = plugins.ritual("describe", "Say")
        #expect(defaulted.status == 0, "\(defaulted.stderr)")
        #expect(
            defaulted.stdout.contains(
                "Performs: echo.say\nPlugin: echo (\(path)), at most 10 s a run (plugins.echo.timeout)\n"))
        _ = try plugins.home.write("config.yaml", "plugins:\n  echo: {timeout: 2.5}\n")
        #expect(plugins.ritual("describe", "Say").stdout.contains("at most 2.5 s a run (plugins.echo.timeout)"))
        let json = try JSONParser.parse(plugins.ritual("describe", "Say", "--json").stdout)
        #expect(json["plugin"]?["name"] == .string("echo"))
        #expect(json["plugin"]?["path"] == .string(path))
        #expect(json["plugin"]?["timeout"] == .double(2.5))
        #expect(try JSONParser.parse(plugins.ritual("describe", "CompleteHabit", "--json").stdout)["plugin"] == nil)
    }
}
