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
