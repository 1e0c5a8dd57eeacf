/// The iPhone the model stands for on each release: the newest of its size when the release came out
/// (one representative each, so traces show plausible sizes; Apple's "Human Interface Guidelines",
/// "Layout": device screen sizes). The window's size and safe area read it (Runtime/Environment/DeviceModel.swift).
package struct RepresentativePhone: Equatable, Sendable {
    package var portraitSize: Size
    /// The top inset in portrait (and each side's in landscape) of a phone with a sensor housing; nil for
    /// a phone with a status bar and a home button.
    package var sensorHousingInset: Int?
}

extension VersionProfile {
    package func representativePhone(_ model: PhoneModel) -> RepresentativePhone {
        let major = version.major
        switch model {
        // iPhone 6 Plus to 8 Plus (iOS 8–11), XS Max (iOS 12), 15 Pro Max (iOS 13 on, as the representative).
        case .iPhoneMax:
            if major < 12 {
                return RepresentativePhone(portraitSize: Size(width: 414, height: 736), sensorHousingInset: nil)
            }
            if major == 12 {
                return RepresentativePhone(portraitSize: Size(width: 414, height: 896), sensorHousingInset: 44)
            }
            return RepresentativePhone(portraitSize: Size(width: 430, height: 932), sensorHousingInset: 59)
        // The 3.5-inch iPhones up to iOS 6, the 4-inch ones to iOS 10, the iPhone X family on iOS 11 and 12
        // (the first with a sensor housing, and safe areas to match), the iPhone 15 Pro after.
        case .iPhone:
            if major < 7 {
                return RepresentativePhone(portraitSize: Size(width: 320, height: 480), sensorHousingInset: nil)
            }
            if major < 11 {
                return RepresentativePhone(portraitSize: Size(width: 320, height: 568), sensorHousingInset: nil)
            }
            if major <= 12 {
                return RepresentativePhone(portraitSize: Size(width: 375, height: 812), sensorHousingInset: 44)
            }
            return RepresentativePhone(portraitSize: Size(width: 393, height: 852), sensorHousingInset: 59)
        }
    }
}
