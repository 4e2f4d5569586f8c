import Foundation
import IntentKitTesting
import RitualistSync
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct SyncSettingsTests {
    let home = TemporaryDirectory()

    /// Writes `text` to `relative` under the home with `mode`.
    @discardableResult
    func file(_ relative: String, _ text: String, mode: mode_t = 0o600) throws -> String {
        let path = try home.write(relative, text)
        chmod(path, mode)
        return path
    }

    var environment: [String: String] { ["HOME": home.path] }

    @Test func withNeitherConfigNorVariableSyncIsNotConfigured() {
        #expect(throws: SyncSettingsError.notConfigured) {
            try SyncSettings.resolve(url: nil, passwordFile: nil, environment: environment)
        }
        #expect(throws: SyncSettingsError.notConfigured) {
            try SyncSettings.resolve(url: "", passwordFile: nil, environment: ["RITUALIST_SYNC_URL": ""])
        }
    }

    @Test func theVariableWinsOverConfigYaml() throws {
        var environment = environment
        environment["RITUALIST_SYNC_URL"] = "postgresql://env@envhost/envdb"
        let settings = try SyncSettings.resolve(
            url: "postgresql://conf@confhost/confdb", passwordFile: nil, environment: environment)
        #expect(settings.url.user == "env")
        #expect(settings.url.endpoint == .tcp(host: "envhost", port: 5432))
    }

    @Test(
        arguments: [
            ("s3cret\n", "s3cret"), ("s3cret", "s3cret"), ("s3cret\r\n", "s3cret"), ("with space \n", "with space "),
            ("two\n\n", nil), ("\n", nil),
        ] as [(String, String?)])
    func aPasswordFileGivesItsLineWithoutTheNewline(_ text: String, _ expected: String?) throws {
        let path = try file("password", text)
        let resolve = {
            try SyncSettings.resolve(url: "postgresql://me@h/d", passwordFile: path, environment: environment)
        }
        if let expected {
            #expect(try resolve().password == expected)
        } else {
            #expect(throws: SyncSettingsError.self) { try resolve() }
        }
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o660] as [mode_t])
    func aPasswordFileOthersCanReadIsRefusedAndNamed(_ mode: mode_t) throws {
        let path = try file("password", "s3cret\n", mode: mode)
        let octal = String(mode, radix: 8)
        #expect(
            throws: SyncSettingsError.passwordFileRefused(
                path: path, reason: "others may read it (mode 0\(octal)); make it yours alone with chmod 600")
        ) {
            try SyncSettings.resolve(url: "postgresql://me@h/d", passwordFile: path, environment: environment)
        }
    }

    @Test func aMissingOrRelativePasswordFileIsRefusedAndNamed() throws {
        let missing = home.path("absent")
        let error = #expect(throws: SyncSettingsError.self) {
            try SyncSettings.resolve(url: "postgresql://me@h/d", passwordFile: missing, environment: environment)
        }
        #expect(error?.description.contains("'\(missing)'") == true)
        #expect(throws: SyncSettingsError.self) {
            try SyncSettings.resolve(url: "postgresql://me@h/d", passwordFile: "password", environment: environment)
        }
    }

    @Test func aTildePasswordFileIsUnderHome() throws {
        try file("sync-password", "tilde\n")
        let settings = try SyncSettings.resolve(
            url: "postgresql://me@h/d", passwordFile: "~/sync-password", environment: environment)
        #expect(settings.password == "tilde")
    }

    @Test func withoutPasswordFileThePasswordComesFromPgpass() throws {
        try file(".pgpass", "h:5432:d:me:from-home\n")
        #expect(
            try SyncSettings.resolve(url: "postgresql://me@h/d", passwordFile: nil, environment: environment).password
                == "from-home")
        let named = try file("elsewhere/pgpass", "*:*:*:*:from-variable\n")
        var environment = environment
        environment["PGPASSFILE"] = named
        #expect(
            try SyncSettings.resolve(url: "postgresql://me@h/d", passwordFile: nil, environment: environment).password
                == "from-variable")
    }

    @Test func aPgpassOthersCanReadIsRefusedAndNamed() throws {
        let path = try file(".pgpass", "*:*:*:*:x\n", mode: 0o644)
        let error = #expect(throws: SyncSettingsError.self) {
            try SyncSettings.resolve(url: "postgresql://me@h/d", passwordFile: nil, environment: environment)
        }
        #expect(error?.description.hasPrefix("Password file '\(path)' refused: others may read it") == true)
    }

    @Test func noPasswordAnywhereIsNoPassword() throws {
        #expect(
            try SyncSettings.resolve(url: "postgresql://me@h/d", passwordFile: nil, environment: environment).password
                == nil)
    }

    @Test func theConnectTimeoutIsTenSecondsUnlessTheURLSaysOtherwise() throws {
        let plain = try SyncSettings.resolve(url: "postgresql://me@h/d", passwordFile: nil, environment: environment)
        #expect(plain.connectTimeout == 10)
        #expect(SyncSettings.defaultConnectTimeout <= 30)
        let set = try SyncSettings.resolve(
            url: "postgresql://me@h/d?connect_timeout=2", passwordFile: nil, environment: environment)
        #expect(set.connectTimeout == 2)
    }

    @Test func theCAIsFoundAsLibpqFindsIt() throws {
        let url = "postgresql://me@h/d?sslmode=verify-full"
        let looked = home.path(".postgresql/root.crt")
        #expect(throws: SyncSettingsError.noCertificateAuthority(sslMode: .verifyFull, looked: [looked])) {
            try SyncSettings.resolve(url: url, passwordFile: nil, environment: environment)
        }
        try file(".postgresql/root.crt", "CA")
        #expect(
            try SyncSettings.resolve(url: url, passwordFile: nil, environment: environment).certificateAuthority
                == .file(looked))
        let named = try file("ca.pem", "CA")
        var withVariable = environment
        withVariable["PGSSLROOTCERT"] = named
        #expect(
            try SyncSettings.resolve(url: url, passwordFile: nil, environment: withVariable).certificateAuthority
                == .file(named))
        let inURL = try file("url-ca.pem", "CA")
        #expect(
            try SyncSettings.resolve(url: url + "&sslrootcert=" + inURL, passwordFile: nil, environment: withVariable)
                .certificateAuthority == .file(inURL))
        #expect(
            try SyncSettings.resolve(url: url + "&sslrootcert=system", passwordFile: nil, environment: withVariable)
                .certificateAuthority == .system)
        #expect(throws: SyncSettingsError.noCertificateAuthority(sslMode: .verifyFull, looked: [home.path("nope")])) {
            try SyncSettings.resolve(
                url: url + "&sslrootcert=" + home.path("nope"), passwordFile: nil, environment: withVariable)
        }
    }

    @Test func requireWithACAFileChecksTheCertificateAsLibpqDoes() throws {
        let ca = try file("ca.pem", "CA")
        let settings = try SyncSettings.resolve(
            url: "postgresql://me@h/d?sslmode=require&sslrootcert=" + ca, passwordFile: nil, environment: environment)
        #expect(settings.url.sslMode == .verifyCA)
        let plain = try SyncSettings.resolve(
            url: "postgresql://me@h/d?sslmode=require", passwordFile: nil, environment: environment)
        #expect(plain.url.sslMode == .require)
        #expect(plain.certificateAuthority == .none)
    }
}
