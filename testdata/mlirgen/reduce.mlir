module @reduce {
  func.func @sum_axis0(%arg0: tensor<3x4x50xf32>) -> tensor<4x50xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<4x50xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<4x50xf32>) -> tensor<4x50xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%arg0 : tensor<3x4x50xf32>) outs(%2 : tensor<4x50xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.addf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<4x50xf32>
    return %3 : tensor<4x50xf32>
  }
  func.func @sum_axis1_keep(%arg0: tensor<3x4x50xf32>) -> tensor<3x1x50xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<3x50xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<3x50xf32>) -> tensor<3x50xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<3x4x50xf32>) outs(%2 : tensor<3x50xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.addf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<3x50xf32>
    %7 = tensor.expand_shape %3 [[0], [1, 2]] output_shape [3, 1, 50] : tensor<3x50xf32> into tensor<3x1x50xf32>
    return %7 : tensor<3x1x50xf32>
  }
  func.func @sum_axis2(%arg0: tensor<3x4x50xf32>) -> tensor<3x4xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<3x4xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<3x4x50xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.addf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<3x4xf32>
    return %3 : tensor<3x4xf32>
  }
  func.func @mean_last_keep(%arg0: tensor<3x4x50xf32>) -> tensor<3x4x1xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<3x4xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<3x4x50xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.addf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<3x4xf32>
    %7 = tensor.empty() : tensor<3x4xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<3x4xf32>) outs(%7 : tensor<3x4xf32>) {
    ^bb0(%9: f32, %10: f32):
      %11 = arith.constant 5.0e+01 : f32
      %12 = arith.divf %9, %11 : f32
      linalg.yield %12 : f32
    } -> tensor<3x4xf32>
    %13 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [3, 4, 1] : tensor<3x4xf32> into tensor<3x4x1xf32>
    return %13 : tensor<3x4x1xf32>
  }
  func.func @max_axis1(%arg0: tensor<3x4x50xf32>) -> tensor<3x50xf32> {
    %0 = arith.constant 0xFF800000 : f32
    %1 = tensor.empty() : tensor<3x50xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<3x50xf32>) -> tensor<3x50xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<3x4x50xf32>) outs(%2 : tensor<3x50xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.maximumf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<3x50xf32>
    return %3 : tensor<3x50xf32>
  }
  func.func @min_axis2_keep(%arg0: tensor<3x4x50xf32>) -> tensor<3x4x1xf32> {
    %0 = arith.constant 0x7F800000 : f32
    %1 = tensor.empty() : tensor<3x4xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<3x4x50xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.minimumf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<3x4xf32>
    %7 = tensor.expand_shape %3 [[0], [1, 2]] output_shape [3, 4, 1] : tensor<3x4xf32> into tensor<3x4x1xf32>
    return %7 : tensor<3x4x1xf32>
  }
  func.func @softmax(%arg0: tensor<3x4x50xf32>) -> tensor<3x4x50xf32> {
    %0 = arith.constant 0xFF800000 : f32
    %1 = tensor.empty() : tensor<3x4xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<3x4x50xf32>) outs(%2 : tensor<3x4xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.maximumf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<3x4xf32>
    %7 = tensor.empty() : tensor<3x4x50xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %3 : tensor<3x4x50xf32>, tensor<3x4xf32>) outs(%7 : tensor<3x4x50xf32>) {
    ^bb0(%9: f32, %10: f32, %11: f32):
      %12 = arith.subf %9, %10 : f32
      %13 = math.exp %12 : f32
      linalg.yield %13 : f32
    } -> tensor<3x4x50xf32>
    %14 = arith.constant 0.0 : f32
    %15 = tensor.empty() : tensor<3x4xf32>
    %16 = linalg.fill ins(%14 : f32) outs(%15 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<3x4x50xf32>) outs(%16 : tensor<3x4xf32>) {
    ^bb0(%18: f32, %19: f32):
      %20 = arith.addf %18, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<3x4xf32>
    %21 = tensor.empty() : tensor<3x4x50xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %17 : tensor<3x4x50xf32>, tensor<3x4xf32>) outs(%21 : tensor<3x4x50xf32>) {
    ^bb0(%23: f32, %24: f32, %25: f32):
      %26 = arith.constant 1.0 : f32
      %27 = arith.divf %26, %24 : f32
      %28 = arith.mulf %23, %27 : f32
      linalg.yield %28 : f32
    } -> tensor<3x4x50xf32>
    return %22 : tensor<3x4x50xf32>
  }
  func.func @softmax_causal(%arg0: tensor<2x6x9xf32>) -> tensor<2x6x9xf32> {
    %0 = tensor.empty() : tensor<2x6x9xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x6x9xf32>) outs(%0 : tensor<2x6x9xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = linalg.index 1 : index
      %5 = arith.index_cast %4 : index to i64
      %6 = linalg.index 2 : index
      %7 = arith.index_cast %6 : index to i64
      %8 = arith.constant 3 : i64
      %9 = arith.addi %5, %8 : i64
      %10 = arith.cmpi sgt, %7, %9 : i64
      %11 = arith.constant 0xFF800000 : f32
      %12 = arith.select %10, %11, %2 : f32
      linalg.yield %12 : f32
    } -> tensor<2x6x9xf32>
    %13 = arith.constant 0xFF800000 : f32
    %14 = tensor.empty() : tensor<2x6xf32>
    %15 = linalg.fill ins(%13 : f32) outs(%14 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x6x9xf32>) outs(%15 : tensor<2x6xf32>) {
    ^bb0(%17: f32, %18: f32):
      %19 = arith.maximumf %17, %18 : f32
      linalg.yield %19 : f32
    } -> tensor<2x6xf32>
    %20 = tensor.empty() : tensor<2x6x9xf32>
    %21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %16 : tensor<2x6x9xf32>, tensor<2x6xf32>) outs(%20 : tensor<2x6x9xf32>) {
    ^bb0(%22: f32, %23: f32, %24: f32):
      %25 = arith.subf %22, %23 : f32
      %26 = math.exp %25 : f32
      linalg.yield %26 : f32
    } -> tensor<2x6x9xf32>
    %27 = arith.constant 0.0 : f32
    %28 = tensor.empty() : tensor<2x6xf32>
    %29 = linalg.fill ins(%27 : f32) outs(%28 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<2x6x9xf32>) outs(%29 : tensor<2x6xf32>) {
    ^bb0(%31: f32, %32: f32):
      %33 = arith.addf %31, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<2x6xf32>
    %34 = tensor.empty() : tensor<2x6x9xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %30 : tensor<2x6x9xf32>, tensor<2x6xf32>) outs(%34 : tensor<2x6x9xf32>) {
    ^bb0(%36: f32, %37: f32, %38: f32):
      %39 = arith.constant 1.0 : f32
      %40 = arith.divf %39, %37 : f32
      %41 = arith.mulf %36, %40 : f32
      linalg.yield %41 : f32
    } -> tensor<2x6x9xf32>
    return %35 : tensor<2x6x9xf32>
  }
  func.func @rms_norm(%arg0: tensor<6x64xf32>) -> tensor<6x64xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<6xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<6xf32>) -> tensor<6xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<6x64xf32>) outs(%2 : tensor<6xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.mulf %4, %4 : f32
      %7 = arith.addf %6, %5 : f32
      linalg.yield %7 : f32
    } -> tensor<6xf32>
    %8 = tensor.empty() : tensor<6x64xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3 : tensor<6x64xf32>, tensor<6xf32>) outs(%8 : tensor<6x64xf32>) {
    ^bb0(%10: f32, %11: f32, %12: f32):
      %13 = arith.constant 6.4e+01 : f32
      %14 = arith.divf %11, %13 : f32
      %15 = arith.constant 1.0 : f32
      %16 = arith.constant 1.0e-05 : f32
      %17 = arith.addf %14, %16 : f32
      %18 = math.sqrt %17 : f32
      %19 = arith.divf %15, %18 : f32
      %20 = arith.mulf %10, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<6x64xf32>
    return %9 : tensor<6x64xf32>
  }
  func.func @rms_norm_weight(%arg0: tensor<2x3x64xf32>, %arg1: tensor<64xf32>) -> tensor<2x3x64xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<2x3xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x3x64xf32>) outs(%2 : tensor<2x3xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.mulf %4, %4 : f32
      %7 = arith.addf %6, %5 : f32
      linalg.yield %7 : f32
    } -> tensor<2x3xf32>
    %8 = tensor.empty() : tensor<2x3x64xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %3, %arg1 : tensor<2x3x64xf32>, tensor<2x3xf32>, tensor<64xf32>) outs(%8 : tensor<2x3x64xf32>) {
    ^bb0(%10: f32, %11: f32, %12: f32, %13: f32):
      %14 = arith.constant 6.4e+01 : f32
      %15 = arith.divf %11, %14 : f32
      %16 = arith.constant 1.0 : f32
      %17 = arith.constant 1.0e-06 : f32
      %18 = arith.addf %15, %17 : f32
      %19 = math.sqrt %18 : f32
      %20 = arith.divf %16, %19 : f32
      %21 = arith.mulf %10, %20 : f32
      %22 = arith.mulf %21, %12 : f32
      linalg.yield %22 : f32
    } -> tensor<2x3x64xf32>
    return %9 : tensor<2x3x64xf32>
  }
  func.func @layer_norm(%arg0: tensor<6x48xf32>) -> tensor<6x48xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<6xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<6xf32>) -> tensor<6xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<6x48xf32>) outs(%2 : tensor<6xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.addf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<6xf32>
    %7 = tensor.empty() : tensor<6xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<6xf32>) outs(%7 : tensor<6xf32>) {
    ^bb0(%9: f32, %10: f32):
      %11 = arith.constant 4.8e+01 : f32
      %12 = arith.divf %9, %11 : f32
      linalg.yield %12 : f32
    } -> tensor<6xf32>
    %13 = tensor.empty() : tensor<6x48xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %8 : tensor<6x48xf32>, tensor<6xf32>) outs(%13 : tensor<6x48xf32>) {
    ^bb0(%15: f32, %16: f32, %17: f32):
      %18 = arith.subf %15, %16 : f32
      linalg.yield %18 : f32
    } -> tensor<6x48xf32>
    %19 = arith.constant 0.0 : f32
    %20 = tensor.empty() : tensor<6xf32>
    %21 = linalg.fill ins(%19 : f32) outs(%20 : tensor<6xf32>) -> tensor<6xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%14 : tensor<6x48xf32>) outs(%21 : tensor<6xf32>) {
    ^bb0(%23: f32, %24: f32):
      %25 = arith.mulf %23, %23 : f32
      %26 = arith.addf %25, %24 : f32
      linalg.yield %26 : f32
    } -> tensor<6xf32>
    %27 = tensor.empty() : tensor<6x48xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%14, %22 : tensor<6x48xf32>, tensor<6xf32>) outs(%27 : tensor<6x48xf32>) {
    ^bb0(%29: f32, %30: f32, %31: f32):
      %32 = arith.constant 4.8e+01 : f32
      %33 = arith.divf %30, %32 : f32
      %34 = arith.constant 1.0 : f32
      %35 = arith.constant 1.0e-05 : f32
      %36 = arith.addf %33, %35 : f32
      %37 = math.sqrt %36 : f32
      %38 = arith.divf %34, %37 : f32
      %39 = arith.mulf %29, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<6x48xf32>
    return %28 : tensor<6x48xf32>
  }
  func.func @layer_norm_affine(%arg0: tensor<6x48xf32>, %arg1: tensor<48xf32>, %arg2: tensor<48xf32>) -> tensor<6x48xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<6xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<6xf32>) -> tensor<6xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<6x48xf32>) outs(%2 : tensor<6xf32>) {
    ^bb0(%4: f32, %5: f32):
      %6 = arith.addf %4, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<6xf32>
    %7 = tensor.empty() : tensor<6xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<6xf32>) outs(%7 : tensor<6xf32>) {
    ^bb0(%9: f32, %10: f32):
      %11 = arith.constant 4.8e+01 : f32
      %12 = arith.divf %9, %11 : f32
      linalg.yield %12 : f32
    } -> tensor<6xf32>
    %13 = tensor.empty() : tensor<6x48xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %8 : tensor<6x48xf32>, tensor<6xf32>) outs(%13 : tensor<6x48xf32>) {
    ^bb0(%15: f32, %16: f32, %17: f32):
      %18 = arith.subf %15, %16 : f32
      linalg.yield %18 : f32
    } -> tensor<6x48xf32>
    %19 = arith.constant 0.0 : f32
    %20 = tensor.empty() : tensor<6xf32>
    %21 = linalg.fill ins(%19 : f32) outs(%20 : tensor<6xf32>) -> tensor<6xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%14 : tensor<6x48xf32>) outs(%21 : tensor<6xf32>) {
    ^bb0(%23: f32, %24: f32):
      %25 = arith.mulf %23, %23 : f32
      %26 = arith.addf %25, %24 : f32
      linalg.yield %26 : f32
    } -> tensor<6xf32>
    %27 = tensor.empty() : tensor<6x48xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%14, %22, %arg1, %arg2 : tensor<6x48xf32>, tensor<6xf32>, tensor<48xf32>, tensor<48xf32>) outs(%27 : tensor<6x48xf32>) {
    ^bb0(%29: f32, %30: f32, %31: f32, %32: f32, %33: f32):
      %34 = arith.constant 4.8e+01 : f32
      %35 = arith.divf %30, %34 : f32
      %36 = arith.constant 1.0 : f32
      %37 = arith.constant 1.0e-05 : f32
      %38 = arith.addf %35, %37 : f32
      %39 = math.sqrt %38 : f32
      %40 = arith.divf %36, %39 : f32
      %41 = arith.mulf %29, %40 : f32
      %42 = arith.mulf %41, %31 : f32
      %43 = arith.addf %42, %32 : f32
      linalg.yield %43 : f32
    } -> tensor<6x48xf32>
    return %28 : tensor<6x48xf32>
  }
}
