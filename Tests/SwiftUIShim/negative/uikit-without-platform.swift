// UIKit is importable only with --platform ios: without it neither stand-in exists, as on Linux.
// expect: no such module 'UIKit'
import UIKit

let color = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
