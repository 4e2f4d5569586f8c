import Foundation

/// An sRGB colour of the calendar palette, with the arithmetic WCAG contrast checks need.
struct CalendarColor: Equatable, Sendable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8

    /// A colour from `0xRRGGBB`.
    package init(_ hex: UInt32) {
        red = UInt8((hex >> 16) & 0xFF)
        green = UInt8((hex >> 8) & 0xFF)
        blue = UInt8(hex & 0xFF)
    }

    /// `#rrggbb`, for CSS and SVG.
    var hex: String {
        "#"
            + [red, green, blue].map { byte in
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// WCAG 2.x relative luminance: 0 for black, 1 for white.
    var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio between two colours, from 1 (the same) to 21 (black on white).
    func contrast(with other: CalendarColor) -> Double {
        let (lighter, darker) = (
            max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance)
        )
        return (lighter + 0.05) / (darker + 0.05)
    }
}
