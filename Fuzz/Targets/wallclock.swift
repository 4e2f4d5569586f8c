// Fuzzes the `RITUALIST_NOW` parser: `WallClock.pinned(text, in: zone)` in one of several time zones (each read
// from its tzfile by `WallZone`, nothing set process-wide), then what a run
// does with the moment (its ISO text, the journal's UTC stamp). A moment read from text with an offset must
// read back from its own ISO text as the same instant.
@testable import IntentKit

private let zones = [
    "America/New_York", "UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "Australia/Lord_Howe",
    "Europe/London", "America/St_Johns",
].map { WallZone(tz: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWallClock(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let zone = zones[Int(bytes[0]) % zones.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    guard let clock = try? WallClock.pinned(text, in: zone) else { return 0 }
    let moment = clock.now()
    let iso = moment.iso
    _ = LocalMoment.utcStamp(moment.instant)
    // `iso` writes the offset in whole minutes; a local mean time offset (-04:56:02) cannot read back exactly.
    guard moment.utcOffset % 60 == 0 else { return 0 }
    guard let again = try? WallClock.pinned(iso, in: zone) else {
        fatalError("a pinned time's ISO text does not read back: \(text.debugDescription) read as \(iso)")
    }
    if again.now().instant != moment.instant {
        fatalError(
            "a pinned time's ISO text reads back as another instant: \(text.debugDescription) read as \(iso), "
                + "which reads back as \(again.now().iso)")
    }
    return 0
}
