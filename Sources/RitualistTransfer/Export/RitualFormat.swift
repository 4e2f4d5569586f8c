/// Ritualist's JSON export: its version and its limits, in one place for the writer, the reader and the docs.
package enum RitualFormat {
    /// The version this program writes, in the top-level `formatVersion`, and the newest it reads. A change that an
    /// older reader would misread gets a new version; `docs/schemas/export.json` describes this one.
    package static let version = 1
    /// The largest file `import` reads (128 MiB, some 750,000 logs): a bigger one is refused before a byte is read,
    /// so a wrong file (a disk image, a 2 GB log) cannot exhaust memory.
    package static let maximumFileSize = 128 << 20
    /// The key of `settings` that holds config.yaml's text.
    package static let configSetting = "configYAML"
}
